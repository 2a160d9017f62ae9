/** The root of every query key of the reseller area: each factory of its screens starts from it. */
export const resellerKeys = {
  all: ['reseller'] as const,
};
