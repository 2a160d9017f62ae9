import { isApiError, isNetworkError } from '@portal/api-client';
import { QueryClient } from '@tanstack/react-query';

/**
 * Only a failure that may pass is tried again: a server error (5xx) or a lost connection. A
 * refusal (4xx, or a 2xx answer with `success: false`) and an answer the screen cannot read say
 * the same the next time, so the screen shows them at once instead of after the retries' waits.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const passing = isNetworkError(error) || (isApiError(error) && error.status >= 500);
  return passing && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
