import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { nodePageRoutes } from '#node-pages/routes.tsx';
import { withMessages } from './catalog.ts';

const NodesScreen = lazy(() => withMessages(import('./list/nodes-screen.tsx')));
const CreateNodeScreen = lazy(() => withMessages(import('./create/create-node-screen.tsx')));
const NodeLayout = lazy(() => withMessages(import('./layout/node-layout.tsx')));
const NodeOverviewScreen = lazy(() => withMessages(import('./overview/node-overview-screen.tsx')));
const EditNodeScreen = lazy(() => withMessages(import('./edit/edit-node-screen.tsx')));

const admin = screensFor(ACCESS.admin);

/** `/app/admin/nodes`: the list, creating a node, a node's page and its edit form, with the node pages of `../node-pages` below it. */
export const nodeRoutes: RouteObject[] = [
  { path: 'admin/nodes', handle: admin(msg`Nodes`, { breadcrumb: true, menu: '/admin/nodes' }), element: <NodesScreen /> },
  { path: 'admin/nodes/create', handle: admin(msg`Add a node`, { menu: '/admin/nodes' }), element: <CreateNodeScreen /> },
  {
    path: 'admin/nodes/:node',
    handle: admin(msg`Node`, { menu: '/admin/nodes' }),
    element: <NodeLayout />,
    children: [
      { index: true, handle: admin(msg`Node`, { menu: '/admin/nodes' }), element: <NodeOverviewScreen /> },
      { path: 'edit', handle: admin(msg`Edit node`, { menu: '/admin/nodes' }), element: <EditNodeScreen /> },
      ...nodePageRoutes,
    ],
  },
];
