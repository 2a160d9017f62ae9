import { i18n } from '@portal/ui-kit/i18n';
import { describe, expect, it } from 'vitest';
import type { AutomationCatalogue } from '../api/types.ts';
import { automationSentence, type SentenceSource } from './sentence.ts';

const t = i18n._.bind(i18n);

const catalogue: AutomationCatalogue = {
  triggers: [
    {
      id: 'node.offline',
      subject: 'node',
      params: [{ id: 'node', kind: 'select', required: false, options: [{ id: '4', label: 'nyc-01' }] }],
      fields: [
        { id: 'offline_minutes', kind: 'number', operators: ['more_than', 'less_than'], min: 1, max: 1440, unit: 'minutes' },
        { id: 'location', kind: 'text', operators: ['is', 'is_not', 'contains'] },
      ],
    },
    { id: 'ticket.opened', subject: 'ticket', params: [{ id: 'priority', kind: 'select', required: true, options: [{ id: 'urgent', label: null }] }], fields: [] },
    { id: 'payment.overdue', subject: 'customer', params: [{ id: 'days', kind: 'number', required: true, min: 1, max: 90 }], fields: [{ id: 'amount', kind: 'number', operators: ['more_than'] }] },
    { id: 'server.stopped', subject: 'server', params: [], fields: [{ id: 'server_type', kind: 'select', operators: ['is'], options: [{ id: 'plex', label: null }] }] },
  ],
  actions: [
    { id: 'node.restart', subjects: ['node'], params: [] },
    { id: 'discord.post', subjects: ['node'], params: [{ id: 'channel', kind: 'select', required: true, options: [{ id: '42', label: '#alerts' }] }] },
    { id: 'email.customer', subjects: ['customer'], params: [{ id: 'subject', kind: 'text', required: true }] },
    { id: 'script.run', subjects: ['node'], params: [{ id: 'script', kind: 'select', required: true, options: [{ id: 'clear-transcodes', label: 'Clear old transcodes' }] }] },
  ],
};

const read = (source: SentenceSource) => automationSentence(source, catalogue, t);

describe('the sentence of an automation', () => {
  it('reads a trigger, a condition and two actions', () => {
    expect(
      read({
        trigger: { type: 'node.offline', params: {} },
        conditions: [{ field: 'offline_minutes', operator: 'more_than', value: 5 }],
        actions: [{ type: 'node.restart' }, { type: 'discord.post', params: { channel: '42' } }],
      }),
    ).toBe('When a node goes offline and it has been offline for more than 5 minutes, restart the node and post to Discord channel #alerts.');
  });

  it('names the node and the script from the catalogue, and quotes text values', () => {
    expect(
      read({
        trigger: { type: 'node.offline', params: { node: '4' } },
        conditions: [
          { field: 'offline_minutes', operator: 'less_than', value: '1' },
          { field: 'location', operator: 'contains', value: 'Frankfurt' },
        ],
        actions: [{ type: 'script.run', params: { script: 'clear-transcodes' } }],
      }),
    ).toBe('When node nyc-01 goes offline and it has been offline for less than 1 minute and the node’s location contains “Frankfurt”, run the node script “Clear old transcodes”.');
  });

  it('reads parameters with plurals and priorities in words', () => {
    expect(read({ trigger: { type: 'ticket.opened', params: { priority: 'urgent' } }, actions: [{ type: 'node.restart' }] })).toBe(
      'When a ticket is opened with urgent priority, restart the node.',
    );
    expect(
      read({
        trigger: { type: 'payment.overdue', params: { days: 14 } },
        conditions: [{ field: 'amount', operator: 'more_than', value: 5 }],
        actions: [{ type: 'email.customer', params: { subject: 'Your server has been suspended' } }],
      }),
    ).toBe('When a payment is 14 days overdue and the amount due is more than 5, e-mail the customer “Your server has been suspended”.');
    expect(read({ trigger: { type: 'server.stopped' }, conditions: [{ field: 'server_type', operator: 'is', value: 'plex' }], actions: [] })).toBe(
      'When a server stops and the server type is Plex, nothing happens yet.',
    );
  });

  it('joins three actions with commas and "and"', () => {
    expect(
      read({
        trigger: { type: 'node.offline' },
        actions: [{ type: 'node.restart' }, { type: 'script.run', params: { script: 'clear-transcodes' } }, { type: 'discord.post', params: { channel: '42' } }],
      }),
    ).toBe('When a node goes offline, restart the node, run the node script “Clear old transcodes” and post to Discord channel #alerts.');
  });

  it('leaves out what is not filled in yet and reads unknown ids as themselves', () => {
    expect(read({ trigger: { type: '' }, actions: [] })).toBe('Choose a trigger to start the sentence.');
    expect(read({ trigger: { type: 'payment.overdue', params: { days: '' } }, conditions: [{ field: 'amount', operator: 'more_than', value: 'x' }], actions: [{ type: 'discord.post', params: {} }] })).toBe(
      'When a payment is overdue, post to a Discord channel.',
    );
    expect(automationSentence({ trigger: { type: 'backup.failed' }, actions: [{ type: 'pager.call' }] }, undefined, t)).toBe('When backup failed, pager call.');
  });
});
