import { route } from '#lib/route.ts';
import { sha256 } from '#lib/crypto.ts';
import { forbidden, validationFailed } from '#lib/http-error.ts';
import { str, validate } from '#lib/validation.ts';
import { requireUser } from '#model/auth.ts';
import { settings, toSystemSettings } from '#model/settings.ts';
import { isAdmin } from '#model/users.ts';

const CHANNEL = /^private-(system|notifications|customer|admin|tickets\.unread)\.(.+)$/;

export const systemHandlers = [
  route('get', '/api/system/settings')(() => ({ success: true, data: toSystemSettings() })),

  /** The realtime server asks here whether the signed-in user may join a private channel. */
  route('post', '/api/broadcasting/auth')(({ request, body }) => {
    const user = requireUser(request);
    // laravel-echo-server 1.6 posts only `channel_name` (form-encoded); `socket_id` is the Pusher protocol's.
    validate(body, { channel_name: 'required|string', socket_id: 'nullable|string' });
    const match = CHANNEL.exec(str(body.channel_name));
    if (!match) throw validationFailed({ channel_name: ['The selected channel name is invalid.'] });
    const [, channel, tenant] = match;
    if (tenant !== settings().tenant) throw forbidden();
    if (channel === 'admin' && !isAdmin(user)) throw forbidden();
    if (channel === 'tickets.unread' && !isAdmin(user) && !user.is_moderator) throw forbidden();
    const signature = sha256(`${str(body.socket_id)}:${str(body.channel_name)}:${settings().tenant}`);
    return { auth: `mediadock:${signature}` };
  }),
];
