import { renderRoutes } from '@portal/dev-harness/testing';
import { customerRoutes } from '#routes.tsx';

/** The customer routes with a realtime bus around them, as the shell mounts them. */
export function renderCustomerPage(url: string) {
  return renderRoutes(customerRoutes, { url, realtime: true });
}
