// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { unknownApiRoute } from '../src/handlers/platform.ts';
import { handlers } from '../src/index.ts';

// The browser's worker runs these handlers plus the catch-all, as browser.ts registers them.
const browserHandlers = [...handlers, unknownApiRoute];

describe('what the handlers answer', () => {
  it('leaves a module file whose path contains /api/ alone (the browser worker sees those too)', async () => {
    const request = new Request('http://localhost:5173/app/@fs/work/packages/feature-customer/src/dashboard/api/get-servers.ts');
    expect(await getResponse(browserHandlers, request)).toBeUndefined();
    const named = new Request('http://localhost:5173/app/@fs/work/packages/x/src/api/customer/servers');
    expect(await getResponse(browserHandlers, named)).toBeUndefined();
  });

  it("answers an unknown call under the origin's /api/ like Laravel", async () => {
    const response = await getResponse(browserHandlers, new Request('http://localhost:5173/api/no-such-call'));
    expect(response?.status).toBe(404);
  });
});
