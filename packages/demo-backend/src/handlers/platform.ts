import { http, HttpResponse } from 'msw';
import { ensureSeeded } from '#db/seed.ts';
import { settleTransitions } from '#model/servers.ts';
import { latencyMs, wait } from '#lib/runtime.ts';

/**
 * msw's `*` matches any prefix, and in the browser the worker sees every request of the page,
 * module files included (`/app/@fs/…/dashboard/api/get-servers.ts`). Only the origin's `/api/`
 * is the API.
 */
export function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith('/api/');
}

/**
 * Runs before every API call and then falls through to the call's own handler: seeds on first
 * use, waits the configured latency, and finishes server actions whose time has come.
 */
export const beforeEveryCall = http.all('*/api/*', async ({ request }) => {
  if (!isApiRequest(request)) return;
  ensureSeeded();
  await wait(latencyMs());
  settleTransitions();
});

/** Laravel's answer for a route that does not exist. Registered last, where unknown calls should not fail the test run. */
export const unknownApiRoute = http.all('*/api/*', ({ request }) => {
  if (!isApiRequest(request)) return;
  const path = new URL(request.url).pathname.replace(/^\//, '');
  return HttpResponse.json({ success: false, message: `The route ${path} could not be found.` }, { status: 404 });
});
