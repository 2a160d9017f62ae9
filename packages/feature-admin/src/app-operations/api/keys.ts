import { adminKeys } from '#api/keys.ts';

/** Query keys of the support settings, the feature toggles, the product settings and the exports. */
export const appOperationKeys = {
  all: [...adminKeys.all, 'app-operations'] as const,
  supportSettings: () => [...appOperationKeys.all, 'support-settings'] as const,
  featureToggles: () => [...appOperationKeys.all, 'feature-toggles'] as const,
  productSettings: () => [...appOperationKeys.all, 'product-settings'] as const,
  exports: () => [...appOperationKeys.all, 'exports'] as const,
  exportList: () => [...appOperationKeys.exports(), 'list'] as const,
  exportJob: (id: number) => [...appOperationKeys.exports(), 'job', id] as const,
};
