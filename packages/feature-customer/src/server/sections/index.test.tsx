import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { signInAs } from '@portal/dev-harness/testing';
import { i18n } from '@portal/ui-kit/i18n';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverSections } from './index.ts';
import { loadServer, renderSection } from './test/render-section.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

describe('the server page’s sections', () => {
  it('are CDN, backups, libraries and invites, in that order, for every server', async () => {
    expect(serverSections.map(({ id, label }) => [id, i18n._(label)])).toEqual([
      ['cdn', 'CDN'],
      ['backups', 'Backups'],
      ['libraries', 'Libraries'],
      ['invites', 'Invites'],
    ]);
    await signInAs('customer-plex');
    const server = await loadServer(DEMO_IDS.servers.plex);
    expect(serverSections.every((section) => section.available?.(server) ?? true)).toBe(true);
  });

  it.each([
    ['cdn', 'CDN'],
    ['backups', 'Create a backup'],
    ['libraries', 'Libraries'],
    ['invites', 'Sign in to Plex'],
  ])('load the %s section’s code when it is first shown', async (id, heading) => {
    await signInAs('customer-plex');
    const section = serverSections.find((candidate) => candidate.id === id)!;
    renderSection(section.Component, await loadServer(DEMO_IDS.servers.plex));
    expect(await screen.findByRole('heading', { name: heading, level: 2 })).toBeInTheDocument();
  });
});
