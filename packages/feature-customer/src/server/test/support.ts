import { db } from '@portal/demo-backend';
import type { SetupServer } from 'msw/node';
import { screen, within } from '@testing-library/react';
import { renderServerPage } from './render-server-page.tsx';

export function serverRow(id: number) {
  const row = db.server.findFirst({ where: { id: { equals: id } } });
  if (!row) throw new Error(`No demo server ${id}`);
  return row;
}

/** Opens the server page and waits until the server is shown. */
export async function openServer(id: number, query = '') {
  const view = renderServerPage(`/app/dashboard/${id}${query}`);
  await screen.findByRole('heading', { level: 1, name: serverRow(id).name });
  return view;
}

export function details() {
  return within(screen.getByRole('region', { name: 'Server details' }));
}

/** The calls the page makes from now on, as `METHOD /path`. */
export function recordCalls(server: SetupServer): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}
