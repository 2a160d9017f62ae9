import type { components } from '@portal/api-client';

type Schemas = components['schemas'];
export type TriggerSpec = Schemas['AdminAutomationTriggerSpec'];
export type ActionSpec = Schemas['AdminAutomationActionSpec'];
export type ParamSpec = Schemas['AdminAutomationParamSpec'];
export type FieldSpec = Schemas['AdminAutomationFieldSpec'];

/** Options that come from the data (nodes, channels, scripts) are filled in when the catalogue is asked for. */
export type OptionSource = 'nodes' | 'channels' | 'scripts';
type Spec<T> = T & { source?: OptionSource };

const priorities = ['low', 'medium', 'high', 'urgent'].map((id) => ({ id, label: null }));
const serverTypes = ['plex', 'emby', 'jellyfin'].map((id) => ({ id, label: null }));
const LESS_MORE = ['more_than', 'less_than'] as const;

/**
 * What an automation can be made of. Ids only: the portal words them, so a trigger the portal does
 * not know yet still shows, under a name made of its id.
 */
export const TRIGGERS: (Omit<TriggerSpec, 'params' | 'fields'> & { params: Spec<ParamSpec>[]; fields: Spec<FieldSpec>[] })[] = [
  {
    id: 'node.offline',
    subject: 'node',
    params: [{ id: 'node', kind: 'select', required: false, source: 'nodes' }],
    fields: [
      { id: 'offline_minutes', kind: 'number', operators: [...LESS_MORE], min: 1, max: 1440, unit: 'minutes' },
      { id: 'servers_on_node', kind: 'number', operators: [...LESS_MORE], min: 0, max: 500, unit: null },
      { id: 'location', kind: 'text', operators: ['is', 'is_not', 'contains'] },
    ],
  },
  {
    id: 'node.disk_full',
    subject: 'node',
    params: [{ id: 'percent', kind: 'number', required: true, min: 50, max: 99, unit: 'percent' }],
    fields: [
      { id: 'servers_on_node', kind: 'number', operators: [...LESS_MORE], min: 0, max: 500, unit: null },
      { id: 'location', kind: 'text', operators: ['is', 'is_not', 'contains'] },
    ],
  },
  {
    id: 'server.stopped',
    subject: 'server',
    params: [],
    fields: [
      { id: 'stopped_minutes', kind: 'number', operators: [...LESS_MORE], min: 1, max: 1440, unit: 'minutes' },
      { id: 'server_type', kind: 'select', operators: ['is', 'is_not'], options: serverTypes },
      { id: 'node', kind: 'select', operators: ['is', 'is_not'], source: 'nodes' },
    ],
  },
  {
    id: 'transcode.limit_exceeded',
    subject: 'server',
    params: [{ id: 'limit', kind: 'number', required: true, min: 1, max: 50, unit: 'transcodes' }],
    fields: [
      { id: 'times_today', kind: 'number', operators: [...LESS_MORE], min: 1, max: 100, unit: null },
      { id: 'server_type', kind: 'select', operators: ['is', 'is_not'], options: serverTypes },
    ],
  },
  {
    id: 'ticket.opened',
    subject: 'ticket',
    params: [{ id: 'priority', kind: 'select', required: true, options: priorities }],
    fields: [
      { id: 'department', kind: 'text', operators: ['is', 'is_not', 'contains'] },
      { id: 'subject', kind: 'text', operators: ['contains'] },
    ],
  },
  {
    id: 'payment.overdue',
    subject: 'customer',
    params: [{ id: 'days', kind: 'number', required: true, min: 1, max: 90, unit: 'days' }],
    fields: [
      { id: 'amount', kind: 'number', operators: [...LESS_MORE], min: 0, max: 100000, unit: 'currency' },
      { id: 'invoices_overdue', kind: 'number', operators: [...LESS_MORE], min: 1, max: 50, unit: null },
    ],
  },
  {
    id: 'trial.ends',
    subject: 'customer',
    params: [{ id: 'days_before', kind: 'number', required: true, min: 0, max: 30, unit: 'days' }],
    fields: [{ id: 'server_type', kind: 'select', operators: ['is', 'is_not'], options: serverTypes }],
  },
];

export const ACTIONS: (Omit<ActionSpec, 'params'> & { params: Spec<ParamSpec>[] })[] = [
  { id: 'node.restart', subjects: ['node', 'server'], params: [] },
  { id: 'server.restart', subjects: ['server'], params: [] },
  { id: 'server.suspend', subjects: ['server', 'customer'], params: [] },
  { id: 'email.customer', subjects: ['server', 'customer', 'ticket'], params: [{ id: 'subject', kind: 'text', required: true, max: 120 }] },
  { id: 'email.admins', subjects: ['node', 'server', 'customer', 'ticket'], params: [{ id: 'subject', kind: 'text', required: true, max: 120 }] },
  { id: 'discord.post', subjects: ['node', 'server', 'customer', 'ticket'], params: [{ id: 'channel', kind: 'select', required: true, source: 'channels' }] },
  { id: 'ticket.open', subjects: ['node', 'server', 'customer'], params: [{ id: 'priority', kind: 'select', required: true, options: priorities }] },
  { id: 'script.run', subjects: ['node', 'server'], params: [{ id: 'script', kind: 'select', required: true, source: 'scripts' }] },
];
