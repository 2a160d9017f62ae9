import { db } from '#db/database.ts';
import { sha256 } from '#lib/crypto.ts';
import { notFound, validationFailed } from '#lib/http-error.ts';
import { route } from '#lib/route.ts';
import { requireAdmin } from '#model/auth.ts';
import { settings } from '#model/settings.ts';

/** The chat-community token an OAuth code is exchanged for; guild calls must present it. */
const chatToken = (code: string): string => `dsc_${sha256(`oauth:${code}`).slice(0, 32)}`;

function requireChatToken(url: URL): void {
  const token = url.searchParams.get('token') ?? '';
  if (!/^dsc_[0-9a-f]{32}$/.test(token)) throw validationFailed({ token: ['The token is not valid or has expired.'] });
}

export const adminIntegrationHandlers = [
  // `GET /api/admin/products` is answered with the rest of the products' calls, in admin-catalog.ts.
  // `GET /api/admin/app-management/trials` is answered with the other System Settings, in admin-app-management.ts.

  route('get', '/api/admin/integrations/globals')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: db.dockerVariable.getAll().map(({ key, value }) => ({ key, value })) };
  }),

  route('get', '/api/admin/integrations/kronos-api')(({ request }) => {
    requireAdmin(request);
    const clients = db.apiClient.getAll().sort((a, b) => a.id - b.id);
    return {
      success: true,
      data: {
        clients: clients.filter((client) => client.kind === 'client').map(({ id, name }) => ({ id, name })),
        reseller_panels: clients.filter((client) => client.kind === 'reseller-panel').map(({ id, name }) => ({ id, name })),
        api_domain: settings().api_domain,
      },
    };
  }),

  route('get', '/api/admin/integrations/discord/oauth')(({ request, url }) => {
    requireAdmin(request);
    const code = (url.searchParams.get('code') ?? '').trim();
    if (!code) throw validationFailed({ code: ['The code field is required.'] });
    return { success: true, data: { token: chatToken(code) } };
  }),

  route('get', '/api/admin/integrations/discord/oauth/guilds')(({ request, url }) => {
    requireAdmin(request);
    requireChatToken(url);
    return { success: true, data: db.chatGuild.getAll().map(({ id, name }) => ({ id, name })) };
  }),

  route('get', '/api/admin/integrations/discord/oauth/guild/{id}')(({ request, url, params }) => {
    requireAdmin(request);
    requireChatToken(url);
    const guild = db.chatGuild.findFirst({ where: { id: { equals: params.id ?? '' } } });
    if (!guild) throw notFound('Guild not found.');
    const entries = db.chatEntry.getAll().filter((entry) => entry.guild_id === guild.id);
    return {
      success: true,
      data: {
        id: guild.id,
        name: guild.name,
        roles: entries.filter((entry) => entry.kind === 'role').map(({ id, name }) => ({ id, name })),
        channels: entries.filter((entry) => entry.kind === 'channel').map(({ id, name }) => ({ id, name })),
      },
    };
  }),
];
