import type { RouteObject } from 'react-router';

/** The moderator area (restricted to moderators). Its screens are not built yet. */
export const moderatorRoutes: RouteObject[] = [];
