import { api, type Server } from '@portal/api-client';
import { customerServerShowResponse } from '@portal/api-client/schemas';
import { renderRoutes } from '@portal/dev-harness/testing';
import type { ComponentType } from 'react';

/** The signed-in user's server as the page hands it to its sections. */
export async function loadServer(id: number): Promise<Server> {
  return (await api.get('/api/customer/servers/{id}', { schema: customerServerShowResponse, path: { id } })).data;
}

/**
 * Renders one section of the server page as the page does (query cache, theme, realtime bus), with
 * a fake realtime server whose `emit` plays the customer channel's events.
 */
export function renderSection(Section: ComponentType<{ server: Server }>, server: Server) {
  return renderRoutes([{ path: 'section', element: <Section server={server} /> }], { url: '/app/section', realtime: true });
}
