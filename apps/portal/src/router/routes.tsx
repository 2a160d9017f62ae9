import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@portal/api-client';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../shell/root-layout.tsx';
import { RouteError } from '../shell/route-error.tsx';
import { areaGates, ROOT_ROUTE_ID } from './areas.tsx';
import { withMessages as withInviteMessages } from '../public/accept-invite/catalog.ts';
import { withMessages as withPublicMessages } from '../public/catalog.ts';
import { withMessages as withNotificationMessages } from '../shell/notifications/catalog.ts';

// Every screen is its own chunk, loaded only when its route renders (after the guard let it).
const LoginScreen = lazy(() => import('../public/login-screen.tsx'));
const AdminLoginScreen = lazy(() => import('../public/admin-login-screen.tsx'));
const PasswordCreateScreen = lazy(() => withPublicMessages(import('../public/password-create-screen.tsx')));
const PasswordResetScreen = lazy(() => withPublicMessages(import('../public/password-reset-screen.tsx')));
const RequestTrialScreen = lazy(() => withPublicMessages(import('../public/request-trial-screen.tsx')));
const ImpersonateScreen = lazy(() => withPublicMessages(import('../public/impersonate-screen.tsx')));
const NotFoundScreen = lazy(() => withPublicMessages(import('../public/not-found-screen.tsx')));
const LogoutScreen = lazy(() => withPublicMessages(import('../public/logout-screen.tsx')));
const NotificationsScreen = lazy(() => withNotificationMessages(import('../shell/notifications/notifications-screen.tsx')));
const AcceptInviteLayout = lazy(() => withInviteMessages(import('../public/accept-invite/accept-invite-layout.tsx')));
const EnterKeyStep = lazy(() => withInviteMessages(import('../public/accept-invite/enter-key-step.tsx')));
const VerifyStep = lazy(() => withInviteMessages(import('../public/accept-invite/verify-step.tsx')));
const CreateAccountStep = lazy(() => withInviteMessages(import('../public/accept-invite/create-account-step.tsx')));
const ProductsStep = lazy(() => withInviteMessages(import('../public/accept-invite/products-step.tsx')));

// A screen's crash panel loads only when a screen has crashed.
const ScreenError = lazy(() => import('../shell/screen-error.tsx'));
const screenError = (
  <Suspense fallback={null}>
    <ScreenError />
  </Suspense>
);

const publicRoute = (title: MessageDescriptor): RouteHandle => ({ access: { auth: false }, title });

/** The public screens, owned by the shell. */
export const publicRoutes: RouteObject[] = [
  { path: 'login', handle: publicRoute(msg`Sign in`), element: <LoginScreen /> },
  { path: 'admin/login', handle: publicRoute(msg`Admin sign in`), element: <AdminLoginScreen /> },
  { path: 'password/create', handle: publicRoute(msg`Reset your password`), element: <PasswordCreateScreen /> },
  { path: 'password/reset', handle: publicRoute(msg`Choose a new password`), element: <PasswordResetScreen /> },
  { path: 'request-trial', handle: publicRoute(msg`Request a trial`), element: <RequestTrialScreen /> },
  { path: 'impersonate/:token', handle: publicRoute(msg`Signing in`), element: <ImpersonateScreen /> },
  { path: '404', handle: publicRoute(msg`Page not found`), element: <NotFoundScreen /> },
  { path: 'logout', handle: { access: { auth: true }, title: msg`Signing out` } satisfies RouteHandle, element: <LogoutScreen /> },
  { path: 'notifications/all', handle: { access: { auth: true }, title: msg`Notifications` } satisfies RouteHandle, element: <NotificationsScreen /> },
  {
    path: 'accept-invite',
    handle: publicRoute(msg`Accept an invite`),
    element: <AcceptInviteLayout />,
    children: [
      { index: true, element: <EnterKeyStep /> },
      { path: ':key/verify', element: <VerifyStep /> },
      { path: ':key/create-account', element: <CreateAccountStep /> },
      { path: ':key/products', element: <ProductsStep /> },
    ],
  },
];

/**
 * Gives every screen its own error boundary: a crash shows in place of that screen (inside its
 * parent's layout, so tabs and menus stay), and leaving the screen leaves the error behind.
 */
export function isolateScreens(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? isolateScreens(route.children) : undefined;
    return { ...route, errorElement: route.errorElement ?? screenError, ...(children ? { children } : {}) } as RouteObject;
  });
}

/** The whole route tree, below the basename `/app`. */
export const portalRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: <RootLayout />,
    // Only a crash of the shell itself reaches this one: every screen has its own.
    errorElement: <RouteError />,
    children: [
      // The guard's rule 3 sends the root to the right place; nothing renders here.
      { index: true, element: null },
      ...isolateScreens(publicRoutes),
      // The feature areas: their route tables join here when a user who may open them goes there.
      ...isolateScreens(areaGates()),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
