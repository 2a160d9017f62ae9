import type { RouteObject } from 'react-router';

/** The reseller area (restricted to resellers). Its screens are not built yet. */
export const resellerRoutes: RouteObject[] = [];
