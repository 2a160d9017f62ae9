/**
 * Query keys of the moderator area: every key starts with `moderator`, the area's root, so invalidating the
 * area never touches another's data.
 */
export const moderatorKeys = {
  all: ['moderator'] as const,
};
