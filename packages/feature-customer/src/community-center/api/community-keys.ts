import { customerKeys } from '#api/keys.ts';

/**
 * Query keys of the community center. The shell drops every non-system query when the session
 * changes, so an impersonating admin never sees another account's cached invites.
 */
export const communityKeys = {
  all: [...customerKeys.all, 'community'] as const,
  invites: () => [...communityKeys.all, 'invites'] as const,
  cdn: () => [...communityKeys.all, 'cdn'] as const,
  mismatches: () => [...communityKeys.all, 'mismatches'] as const,
};
