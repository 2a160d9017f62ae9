/**
 * Query keys of the reseller area: every key starts with `reseller`, the area's root, so invalidating the
 * area never touches another's data.
 */
export const resellerKeys = {
  all: ['reseller'] as const,
};
