import { db } from '#db/database.ts';
import { ago } from '#lib/clock.ts';
import { sha256 } from '#lib/crypto.ts';
import { recordIntegrationCheck, saveIntegration } from '#model/integrations.ts';
import { MAIL_TEMPLATE_DEFAULTS } from './mail-templates.ts';
import { PLATFORM_DOMAIN } from '../fixtures.ts';

const COMMUNITY_GUILD = '1187020214587631616';

/**
 * The Discord link (the community server with its announcement and staff channels and the roles
 * given to customers and trial users), the mail templates (two changed by an admin) and the Kronos
 * API's clients. Runs after the system settings, whose clients and guilds it builds on.
 */
export function seedIntegrationComms(): void {
  // Channels of the community server the portal posts to, after the ones the settings seed made.
  db.chatEntry.create({ id: '1187020214587631634', guild_id: COMMUNITY_GUILD, kind: 'channel', name: 'staff-alerts' });
  db.chatEntry.create({ id: '1187020214587631635', guild_id: COMMUNITY_GUILD, kind: 'channel', name: 'welcome' });

  saveIntegration('discord', {
    values: {
      guild_id: COMMUNITY_GUILD,
      announcements_channel_id: '1187020214587631630',
      alerts_channel_id: '1187020214587631634',
      customer_role_id: '1187020214587631620',
      trial_role_id: '1187020214587631621',
      linked_at: ago({ days: 96 }),
    },
    secrets: { bot_token: `dsc_bot_${sha256('demo-bot').slice(0, 24)}` },
    configured: true,
    enabled: true,
  });
  recordIntegrationCheck('discord', true, 'Linked to MediaDock Community: the bot can post in #announcements and #staff-alerts.', ago({ minutes: 42 }));

  for (const template of MAIL_TEMPLATE_DEFAULTS) {
    db.mailTemplate.create({ key: template.key, subject: template.subject, body: template.body, customized: false, updated_at: null });
  }
  db.mailTemplate.update({
    where: { key: { equals: 'welcome' } },
    data: {
      subject: 'Welcome aboard, {{ user_name }}!',
      body: MAIL_TEMPLATE_DEFAULTS[0]!.body.replace('Your account is ready.', 'Your account is ready, and your first week of support is on us.'),
      customized: true,
      updated_at: ago({ days: 12, hours: 3 }),
    },
  });
  db.mailTemplate.update({
    where: { key: { equals: 'ticket-reply' } },
    data: { subject: '[MediaDock Support #{{ ticket_id }}] {{ ticket_subject }}', customized: true, updated_at: ago({ days: 40 }) },
  });

  // Details of the clients the settings seed made (ids 1-4), then a few more, after them.
  const extra: [string, string][] = [
    ['Grafana exporter', 'client'],
    ['Backup auditor', 'client'],
  ];
  extra.forEach(([name, kind], index) => db.apiClient.create({ id: 5 + index, name, kind }));
  const details: { id: number; hint: string; created: number; used: number | null; url?: string; reseller?: number }[] = [
    { id: 1, hint: 'q7Xa', created: 610, used: 0 },
    { id: 2, hint: '3kPz', created: 402, used: 1 },
    { id: 3, hint: 'Lm0d', created: 300, used: 0, url: 'https://panel.okaformedia.example', reseller: 8 },
    { id: 4, hint: 'vR8e', created: 188, used: 2, url: 'https://hosting.nowak.example/panel' },
    { id: 5, hint: 'T2wq', created: 45, used: null },
    { id: 6, hint: '9hYc', created: 21, used: 5 },
  ];
  for (const detail of details) {
    db.apiClientDetail.create({
      client_id: detail.id,
      secret_hash: sha256(`kronos-client-${detail.id}`),
      secret_hint: detail.hint,
      url: detail.url ?? null,
      reseller_id: detail.reseller ?? null,
      created_at: ago({ days: detail.created }),
      last_used_at: detail.used === null ? null : ago({ days: detail.used, hours: 2 + detail.id }),
    });
  }
  saveIntegration('kronos-api', { values: { api_domain: `api.${PLATFORM_DOMAIN}` }, configured: true, enabled: true });
  recordIntegrationCheck('kronos-api', true, 'The API answers at api.mediadock.test with 6 clients.', ago({ minutes: 42 }));
}
