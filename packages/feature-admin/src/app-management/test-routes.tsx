import { useSystemSettings } from '@portal/api-client';
import { Outlet, type RouteObject } from 'react-router';
import { appManagementRoutes } from './routes.tsx';

/** Stands for the shell's header in tests: the platform's name as the shell's settings query has it. */
function ShellName() {
  const name = useSystemSettings().data?.app_name;
  return (
    <>
      <div role="banner">{name ?? ''}</div>
      <Outlet />
    </>
  );
}

/** The System Settings under a stand-in of the shell, which shows the platform's name. */
export const appManagementTestRoutes: RouteObject[] = [{ path: '', element: <ShellName />, children: appManagementRoutes }];

/**
 * Compiles the lazy screens before the first test, which would otherwise spend its own time
 * limit on it.
 */
export async function loadScreens(): Promise<void> {
  await Promise.all([
    import('./layout/app-management-layout.tsx'),
    import('./overview/app-management-overview-screen.tsx'),
    import('./system/system-screen.tsx'),
    import('./deployment/deployment-screen.tsx'),
    import('./billing/billing-screen.tsx'),
    import('./trials/trials-screen.tsx'),
  ]);
}
