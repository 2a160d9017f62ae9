import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const DockerGlobalsScreen = lazy(() => withMessages(import('./docker/docker-globals-screen.tsx')));
const DockerServicesScreen = lazy(() => withMessages(import('./services/services-screen.tsx')));
const DockerServiceScreen = lazy(() => withMessages(import('./services/service-form-screen.tsx')));
const DockerImagesScreen = lazy(() => withMessages(import('./images/images-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = { menu: '/admin/integrations' } as const;

/** Docker's side of the integrations: a child of the integrations layout, paths relative. */
export const integrationDockerRoutes: RouteObject[] = [
  { path: 'docker', handle: admin(msg`Docker`, { breadcrumb: true, ...MENU }), element: <DockerGlobalsScreen /> },
  { path: 'docker-services', handle: admin(msg`Docker services`, { breadcrumb: true, ...MENU }), element: <DockerServicesScreen /> },
  { path: 'docker-services/new', handle: admin(msg`New docker service`, { breadcrumb: true, ...MENU }), element: <DockerServiceScreen /> },
  { path: 'docker-services/:service', handle: admin(msg`Docker service`, { breadcrumb: true, ...MENU }), element: <DockerServiceScreen /> },
  { path: 'images', handle: admin(msg`Images`, { breadcrumb: true, ...MENU }), element: <DockerImagesScreen /> },
];
