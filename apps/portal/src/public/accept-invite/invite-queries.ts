import { api } from '@portal/api-client';
import { queryOptions } from '@tanstack/react-query';
import { acceptInviteProductsResponse, acceptInviteVerifyResponse } from '@portal/api-client/schemas';
import { shellKeys } from '#shell/shell-keys.ts';

export const inviteKeys = {
  all: [...shellKeys.all, 'accept-invite'] as const,
  verify: (key: string) => [...inviteKeys.all, key, 'verify'] as const,
  products: (key: string) => [...inviteKeys.all, key, 'products'] as const,
};

export function verifyInviteQuery(key: string) {
  return queryOptions({
    queryKey: inviteKeys.verify(key),
    queryFn: ({ signal }) => api.get('/api/accept-invite/{key}/verify', { schema: acceptInviteVerifyResponse, path: { key }, signal, rejectOnError: true }).then((body) => body.data),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function inviteProductsQuery(key: string) {
  return queryOptions({
    queryKey: inviteKeys.products(key),
    queryFn: ({ signal }) => api.get('/api/accept-invite/{key}/products', { schema: acceptInviteProductsResponse, path: { key }, signal, rejectOnError: true }).then((body) => body.data),
  });
}
