import type { RouteObject } from 'react-router';

/** The system set-up wizard under /app/admin/system/init. */
export const setupWizardRoutes: RouteObject[] = [];
