import type { Server } from '@portal/api-client';
import { renderRoutes } from '@portal/dev-harness/testing';
import type { ComponentType } from 'react';
import { getServer } from '#server/api/get-server.ts';

/** The signed-in user's server as the page hands it to its sections. */
export function loadServer(id: number): Promise<Server> {
  return getServer(id);
}

/**
 * Renders one section of the server page as the page does (query cache, theme, realtime bus), with
 * a fake realtime server whose `emit` plays the customer channel's events.
 */
export function renderSection(Section: ComponentType<{ server: Server }>, server: Server) {
  return renderRoutes([{ path: 'section', element: <Section server={server} /> }], { url: '/app/section', realtime: true });
}
