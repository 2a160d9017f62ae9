import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import type { RouteObject } from 'react-router';

// pnpm gen screen: lazy screens above this line

export const moderator = screensFor(ACCESS.moderator);

/** The moderator area (moderators only). */
export const moderatorRoutes: RouteObject[] = [
  // pnpm gen screen: routes above this line
];
