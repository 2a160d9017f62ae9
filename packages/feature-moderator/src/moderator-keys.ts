/** The root of every query key of the moderator area: each factory of its screens starts from it. */
export const moderatorKeys = {
  all: ['moderator'] as const,
};
