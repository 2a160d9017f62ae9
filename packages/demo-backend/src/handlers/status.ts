import { route } from '#lib/route.ts';
import { requireUser } from '#model/auth.ts';
import { platformStatus } from '#model/status.ts';

export const statusHandlers = [
  route('get', '/api/customer/status')(({ request }) => {
    const user = requireUser(request);
    return { success: true, data: platformStatus(user) };
  }),
];
