import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface IntegrationPage {
  /** The integration's key in the API (`INTEGRATION_KEYS`) and its path below `/admin/integrations`. */
  key: string;
  name: MessageDescriptor;
  /** What it is for, in a line: the overview shows it under the name. */
  summary: MessageDescriptor;
}

export interface IntegrationGroup {
  id: string;
  label: MessageDescriptor;
  pages: IntegrationPage[];
}

export const BASE = '/admin/integrations';

/** Every integration's page, grouped by what it is for, in the order of the navigation and the overview. */
export const INTEGRATION_GROUPS: readonly IntegrationGroup[] = [
  {
    id: 'media-servers',
    label: msg`Media servers`,
    pages: [
      { key: 'plex', name: msg`Plex`, summary: msg`The plex.tv account that claims customers' servers.` },
      { key: 'emby', name: msg`Emby`, summary: msg`Emby Connect and the Premiere key of new servers.` },
      { key: 'jellyfin', name: msg`Jellyfin`, summary: msg`Which Jellyfin release new servers run, and its plugins.` },
    ],
  },
  {
    id: 'deployments',
    label: msg`Deployments`,
    pages: [
      { key: 'docker', name: msg`Docker`, summary: msg`The variables every container is started with.` },
      { key: 'docker-services', name: msg`Docker services`, summary: msg`Extra services customers can add to a server.` },
      { key: 'images', name: msg`Images`, summary: msg`The container images servers are deployed from.` },
      { key: 'nodes', name: msg`Nodes`, summary: msg`How new nodes are reached over SSH and run the agent.` },
      { key: 'scripts', name: msg`Scripts`, summary: msg`The scripts admins can run on nodes.` },
      { key: 'automations', name: msg`Automations`, summary: msg`What the platform does by itself when something happens.` },
    ],
  },
  {
    id: 'hosting',
    label: msg`Hosting`,
    pages: [
      { key: 'hetzner', name: msg`Hetzner`, summary: msg`The cloud project nodes and volumes are ordered from.` },
      { key: 'cdn', name: msg`CDN`, summary: msg`The content delivery network for posters and downloads.` },
      { key: 'uptime-robot', name: msg`Uptime Robot`, summary: msg`Monitors that warn when a node stops answering.` },
    ],
  },
  {
    id: 'billing',
    label: msg`Billing`,
    pages: [{ key: 'whmcs', name: msg`WHMCS`, summary: msg`The billing system customers' orders and invoices come from.` }],
  },
  {
    id: 'media-tools',
    label: msg`Media tools`,
    pages: [
      { key: 'tautulli', name: msg`Tautulli`, summary: msg`Play history and statistics of the Plex servers.` },
      { key: 'radarr', name: msg`Radarr`, summary: msg`Films requested by customers.` },
      { key: 'sonarr', name: msg`Sonarr`, summary: msg`TV shows requested by customers.` },
    ],
  },
  {
    id: 'communication',
    label: msg`Communication`,
    pages: [
      { key: 'discord', name: msg`Discord`, summary: msg`The community server, its channels and roles.` },
      { key: 'mail', name: msg`Mail`, summary: msg`The SMTP server and the e-mails the platform sends.` },
    ],
  },
  {
    id: 'api',
    label: msg`API`,
    pages: [{ key: 'kronos-api', name: msg`Kronos API`, summary: msg`The clients and reseller panels that use the platform's API.` }],
  },
];

export const INTEGRATION_PAGES: readonly IntegrationPage[] = INTEGRATION_GROUPS.flatMap((group) => group.pages);

export const pageOf = (key: string): IntegrationPage | undefined => INTEGRATION_PAGES.find((page) => page.key === key);
