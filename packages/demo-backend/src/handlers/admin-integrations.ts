import { db } from '#db/database.ts';
import { exchangeCode, requireChatToken } from '#db/integration-comms/discord.ts';
import { notFound, validationFailed } from '#lib/http-error.ts';
import { route } from '#lib/route.ts';
import { requireAdmin } from '#model/auth.ts';
import { settings } from '#model/settings.ts';

export const adminIntegrationHandlers = [
  // `GET /api/admin/products` is answered with the rest of the products' calls, in admin-catalog.ts.
  // `GET /api/admin/app-management/trials` is answered with the other System Settings, in admin-app-management.ts.

  // The global docker variables are answered in admin-integration-docker.ts.
  route('get', '/api/admin/integrations/kronos-api')(({ request }) => {
    requireAdmin(request);
    const clients = db.apiClient.getAll().sort((a, b) => a.id - b.id);
    const detail = (id: number) => db.apiClientDetail.findFirst({ where: { client_id: { equals: id } } });
    const userRef = (id: number | null) => {
      const user = id === null ? null : db.user.findFirst({ where: { id: { equals: id } } });
      return user ? { id: user.id, name: user.name } : null;
    };
    return {
      success: true,
      data: {
        clients: clients
          .filter((client) => client.kind === 'client')
          .map(({ id, name }) => {
            const more = detail(id);
            return { id, name, secret_hint: more?.secret_hint ?? null, created_at: more?.created_at ?? null, last_used_at: more?.last_used_at ?? null };
          }),
        reseller_panels: clients
          .filter((client) => client.kind === 'reseller-panel')
          .map(({ id, name }) => {
            const more = detail(id);
            return { id, name, url: more?.url ?? null, reseller: userRef(more?.reseller_id ?? null), created_at: more?.created_at ?? null, last_used_at: more?.last_used_at ?? null };
          }),
        api_domain: settings().api_domain,
      },
    };
  }),

  route('get', '/api/admin/integrations/discord/oauth')(({ request, url }) => {
    requireAdmin(request);
    const code = (url.searchParams.get('code') ?? '').trim();
    if (!code) throw validationFailed({ code: ['The code field is required.'] });
    return { success: true, data: { token: exchangeCode(code) } };
  }),

  route('get', '/api/admin/integrations/discord/oauth/guilds')(({ request, url }) => {
    requireAdmin(request);
    requireChatToken(url.searchParams.get('token') ?? '');
    return { success: true, data: db.chatGuild.getAll().map(({ id, name }) => ({ id, name })) };
  }),

  route('get', '/api/admin/integrations/discord/oauth/guild/{id}')(({ request, url, params }) => {
    requireAdmin(request);
    requireChatToken(url.searchParams.get('token') ?? '');
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
