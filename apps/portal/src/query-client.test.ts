import { ApiError, NetworkError, UnexpectedResponseError } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client.ts';

const apiError = (status: number) => new ApiError({ status, statusText: '', body: { success: false, message: 'No' }, method: 'GET', url: '/api/customer/servers' });

describe('which failed calls a screen tries again', () => {
  it('tries a server error and a lost connection twice more', () => {
    for (const error of [apiError(500), apiError(503), new NetworkError('/api/customer/servers')]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });

  it('shows a refusal at once: a 4xx, and a 2xx answer with success: false', () => {
    for (const status of [200, 401, 403, 404, 422, 429]) expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it('shows an answer the screen cannot read at once', () => {
    const error = new UnexpectedResponseError({
      operationId: 'getCustomerServers',
      call: 'GET /api/customer/servers',
      url: '/api/customer/servers',
      mismatch: { path: 'data', expected: 'array', received: 'object' },
    });
    expect(shouldRetry(0, error)).toBe(false);
  });

  it('does not try again after an error of the screen itself', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});
