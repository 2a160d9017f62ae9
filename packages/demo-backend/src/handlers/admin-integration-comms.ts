import { db } from '#db/database.ts';
import { chatEntry, discordLink, issueCode, requireChatToken } from '#db/integration-comms/discord.ts';
import { mailTemplateDefault, MAIL_TEMPLATE_DEFAULTS, variablesUsed, type MailTemplateDefault } from '#db/integration-comms/mail-templates.ts';
import { isoNow } from '#lib/clock.ts';
import { randomToken, sha256 } from '#lib/crypto.ts';
import { notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { optionalStr, str, validate, type Input } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { recordIntegrationCheck, saveIntegration } from '#model/integrations.ts';

function templateRow(key: string) {
  const template = mailTemplateDefault(key);
  const row = template ? db.mailTemplate.findFirst({ where: { key: { equals: key } } }) : null;
  if (!template || !row) throw notFound('Mail template not found.');
  return { template, row };
}

function summary(template: MailTemplateDefault) {
  const row = db.mailTemplate.findFirst({ where: { key: { equals: template.key } } });
  return {
    key: template.key,
    name: template.name,
    description: template.description,
    subject: row?.subject ?? template.subject,
    customized: row?.customized ?? false,
    updated_at: row?.updated_at ?? null,
  };
}

function detail(key: string) {
  const { template, row } = templateRow(key);
  return { ...summary(template), body: row.body, variables: template.variables.map((variable) => ({ ...variable })) };
}

/** Laravel's rules for a subject and a body, and no variable the template does not have. */
function validateTemplate(template: MailTemplateDefault, body: Input): { subject: string; body: string } {
  validate(body, { subject: 'required|string|max:200', body: 'required|string|max:50000' });
  const known = new Set(template.variables.map((variable) => variable.name));
  const errors: Record<string, string[]> = {};
  for (const field of ['subject', 'body'] as const) {
    const unknown = variablesUsed(str(body[field])).filter((name) => !known.has(name));
    if (unknown.length) errors[field] = [`The ${field} uses {{ ${unknown[0]} }}, which this template does not have.`];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { subject: str(body.subject), body: str(body.body) };
}

export const adminIntegrationCommsHandlers = [
  route('get', '/api/admin/integrations/discord')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: discordLink() };
  }),

  route('get', '/api/admin/integrations/discord/authorize')(({ request, url }) => {
    requireAdmin(request);
    const redirect = (url.searchParams.get('redirect_uri') ?? '').trim();
    let target: URL | null = null;
    try {
      target = new URL(redirect);
    } catch {
      target = null;
    }
    if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) {
      throw validationFailed({ redirect_uri: ['The redirect uri must be a valid URL.'] });
    }
    // A real provider shows its consent page first; the demo's consents at once and sends the admin back.
    target.search = '';
    target.searchParams.set('code', issueCode());
    return { success: true, data: { url: target.toString() } };
  }),

  route('post', '/api/admin/integrations/discord')(({ request, body }) => {
    requireAdmin(request);
    validate(body, { token: 'required|string', guild_id: 'required|string', announcements_channel_id: 'required|string', customer_role_id: 'required|string' });
    requireChatToken(str(body.token));
    const guild = db.chatGuild.findFirst({ where: { id: { equals: str(body.guild_id) } } });
    if (!guild) throw validationFailed({ guild_id: ['The selected guild is invalid.'] });
    const errors: Record<string, string[]> = {};
    const pick = (field: string, kind: 'channel' | 'role', required: boolean) => {
      const id = optionalStr(body[field]);
      if (id === null) {
        if (required) errors[field] = [`The ${field.replace(/_/g, ' ')} field is required.`];
        return null;
      }
      const entry = chatEntry(guild.id, kind, id);
      if (!entry) errors[field] = [`The selected ${field.replace(/_id$/, '').replace(/_/g, ' ')} is not in ${guild.name}.`];
      return entry;
    };
    const announcements = pick('announcements_channel_id', 'channel', true);
    const alerts = pick('alerts_channel_id', 'channel', false);
    const customer = pick('customer_role_id', 'role', true);
    const trial = pick('trial_role_id', 'role', false);
    if (Object.keys(errors).length) throw validationFailed(errors);
    saveIntegration('discord', {
      values: {
        guild_id: guild.id,
        announcements_channel_id: announcements?.id ?? null,
        alerts_channel_id: alerts?.id ?? null,
        customer_role_id: customer?.id ?? null,
        trial_role_id: trial?.id ?? null,
        linked_at: isoNow(),
      },
      secrets: { bot_token: `dsc_bot_${sha256(`bot:${guild.id}:${isoNow()}`).slice(0, 24)}` },
      configured: true,
      enabled: true,
    });
    recordIntegrationCheck('discord', true, `Linked to ${guild.name}.`);
    return { success: true, message: `Discord has been linked to ${guild.name}`, data: discordLink() };
  }),

  route('delete', '/api/admin/integrations/discord')(({ request }) => {
    requireAdmin(request);
    saveIntegration('discord', {
      values: { guild_id: null, announcements_channel_id: null, alerts_channel_id: null, customer_role_id: null, trial_role_id: null, linked_at: null },
      secrets: { bot_token: null },
      configured: false,
      enabled: false,
    });
    return { success: true, message: 'Discord has been unlinked' };
  }),

  route('get', '/api/admin/integrations/mail/templates')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: MAIL_TEMPLATE_DEFAULTS.map(summary) };
  }),

  route('get', '/api/admin/integrations/mail/templates/{template}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: detail(params.template ?? '') };
  }),

  route('post', '/api/admin/integrations/mail/templates/{template}')(({ request, params, body }) => {
    requireAdmin(request);
    const { template } = templateRow(params.template ?? '');
    const change = validateTemplate(template, body);
    const customized = change.subject !== template.subject || change.body !== template.body;
    db.mailTemplate.update({ where: { key: { equals: template.key } }, data: { ...change, customized, updated_at: isoNow() } });
    return { success: true, message: 'The mail template has been saved', data: detail(template.key) };
  }),

  route('post', '/api/admin/integrations/mail/templates/{template}/reset')(({ request, params }) => {
    requireAdmin(request);
    const { template } = templateRow(params.template ?? '');
    db.mailTemplate.update({
      where: { key: { equals: template.key } },
      data: { subject: template.subject, body: template.body, customized: false, updated_at: isoNow() },
    });
    return { success: true, message: 'The mail template has been reset to its default', data: detail(template.key) };
  }),

  route('post', '/api/admin/integrations/mail/templates/{template}/test')(({ request, params, body }) => {
    const admin = requireAdmin(request);
    const { template } = templateRow(params.template ?? '');
    // The demo sends nothing; a real backend fills the samples in and mails the result.
    validateTemplate(template, body);
    return { success: true, message: `The test mail has been sent to ${admin.email}`, data: { to: admin.email } };
  }),

  route('post', '/api/admin/integrations/kronos-api/clients')(({ request, body }) => {
    requireAdmin(request);
    validate(body, { name: 'required|string|max:60' });
    const name = str(body.name);
    if (db.apiClient.getAll().some((client) => client.name.toLowerCase() === name.toLowerCase())) {
      throw validationFailed({ name: ['An API client with this name already exists.'] });
    }
    const id = Math.max(0, ...db.apiClient.getAll().map((client) => client.id)) + 1;
    const secret = `kr_${randomToken(40)}`;
    const createdAt = isoNow();
    db.apiClient.create({ id, name, kind: 'client' });
    db.apiClientDetail.create({ client_id: id, secret_hash: sha256(secret), secret_hint: secret.slice(-4), created_at: createdAt, last_used_at: null });
    return { success: true, message: 'The API client has been created', data: { id, name, secret, created_at: createdAt } };
  }),

  route('delete', '/api/admin/integrations/kronos-api/clients/{id}')(({ request, params }) => {
    requireAdmin(request);
    const id = intParam(params, 'id');
    const client = db.apiClient.findFirst({ where: { id: { equals: id } } });
    if (!client) throw notFound('API client not found.');
    db.apiClient.delete({ where: { id: { equals: id } } });
    db.apiClientDetail.delete({ where: { client_id: { equals: id } } });
    return { success: true, message: 'The API client has been revoked' };
  }),
];
