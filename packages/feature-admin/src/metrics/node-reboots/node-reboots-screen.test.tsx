import { signOutForTest } from '@portal/api-client/testing';
import { setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metricsRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => {
  signOutForTest();
  vi.restoreAllMocks();
});

async function open(url = '/app/admin/metrics/node-reboots') {
  await signInAs('admin');
  const rendered = renderRoutes(metricsRoutes, { url });
  expect(await screen.findByRole('heading', { level: 2, name: 'Node reboots' }, { timeout: 10_000 })).toBeInTheDocument();
  return rendered;
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const read = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** The CSV the screen offers, read from the Blob it hands the browser. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:metrics';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
  return files;
}

describe('the node reboots', () => {
  it('stacks the nodes with the most reboots, groups the rest, and links every node', async () => {
    const user = userEvent.setup();
    await open();
    const chart = await screen.findByRole('img', { name: /^Reboots per node: 30 values/ }, { timeout: 10_000 });
    expect(chart).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as table: Reboots per node' }));
    const table = screen.getByRole('table', { name: 'Reboots per node' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers[0]).toBe('Day');
    expect(headers).toContain('Other nodes');
    expect(headers.at(-1)).toBe('Total');
    expect(headers.length).toBeLessThanOrEqual(9);
    expect(within(table).getAllByRole('row')).toHaveLength(31);

    const nodes = screen.getByRole('table', { name: 'Nodes that rebooted' });
    const links = within(nodes).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/app\/admin\/nodes\/\d+$/);
  });

  it('asks for the period of the address, and a new period changes the call', async () => {
    const user = userEvent.setup();
    const { router } = await open('/app/admin/metrics/node-reboots?period=7d');
    expect(await screen.findByRole('img', { name: /^Reboots per node: 7 values/ }, { timeout: 10_000 })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '90d');
    expect(router.state.location.search).toBe('?period=90d');
    // 90 days come in weeks: 13 or 14 of them, the ends clipped.
    expect(await screen.findByRole('img', { name: /^Reboots per node: 1[34] values/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/app/admin/metrics?period=90d');
  });

  it('downloads the table of the period as CSV, named after the metric and the period', async () => {
    const user = userEvent.setup();
    const files = captureDownloads();
    await open('/app/admin/metrics/node-reboots?period=7d');
    await screen.findByRole('img', { name: /^Reboots per node: 7 values/ }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const { name, blob } = files[0]!;
    expect(name).toBe(`metrics-node-reboots-${isoDay(-6)}-to-${isoDay(0)}-day.csv`);
    const lines = (await read(blob)).trimEnd().split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(/^"Start","End",.*"Other nodes","Total"$/);
    expect(lines[1]).toMatch(new RegExp(`^"${isoDay(-6)}","${isoDay(-6)}",`));
    expect(lines[7]).toMatch(new RegExp(`^"${isoDay(0)}","${isoDay(0)}",`));
  });

  it('says when the reboots could not be loaded or read', async () => {
    setFaults([{ kind: 'wrong-type', path: '/api/admin/metrics/node-reboots' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The node reboots could not be loaded' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
