import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type FieldKind = 'text' | 'url' | 'number' | 'secret' | 'select' | 'switch';

/** One setting of an integration, as the generic form renders and checks it. */
export interface FieldDescriptor {
  /** The setting's name in the API: a key of `values`, or of `secrets` for a secret. */
  name: string;
  kind: FieldKind;
  label: MessageDescriptor;
  help?: MessageDescriptor;
  required?: boolean;
  /** Text: an e-mail address. */
  email?: boolean;
  maxLength?: number;
  /** Number: the allowed range. */
  min?: number;
  max?: number;
  /** Text: a pattern the value must match, with what to say when it does not. */
  pattern?: { test: RegExp; message: MessageDescriptor };
  options?: readonly { value: string; label: MessageDescriptor }[];
  /** Shown, set by the platform and never sent (a public key). */
  readOnly?: boolean;
  /** Takes the whole width of the form. */
  wide?: boolean;
}

export interface IntegrationForm {
  title: MessageDescriptor;
  description: MessageDescriptor;
  fields: readonly FieldDescriptor[];
}

const HOSTNAME = { test: /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, message: msg`Enter a host name, like cdn.example.com.` };
const PATH = { test: /^\/[^\s]*$/, message: msg`Enter an absolute path, like /mnt/media/movies.` };

const arrForm = (name: MessageDescriptor, description: MessageDescriptor, folderHelp: MessageDescriptor): IntegrationForm => ({
  title: name,
  description,
  fields: [
    { name: 'url', kind: 'url', label: msg`Address`, help: msg`Where the server answers, like https://radarr.example.com.`, required: true, maxLength: 255 },
    { name: 'api_key', kind: 'secret', label: msg`API key`, help: msg`Settings › General › Security in its web interface.`, required: true },
    { name: 'quality_profile', kind: 'text', label: msg`Quality profile`, help: msg`The profile requests are added with.`, required: true, maxLength: 100 },
    { name: 'root_folder', kind: 'text', label: msg`Root folder`, help: folderHelp, required: true, maxLength: 255, pattern: PATH },
  ],
});

/** The form of every integration whose settings the portal edits through the generic form. */
export const INTEGRATION_FORMS = {
  plex: {
    title: msg`Plex`,
    description: msg`The plex.tv account that claims new servers for their customers.`,
    fields: [
      { name: 'account_email', kind: 'text', email: true, label: msg`Account e-mail`, help: msg`The plex.tv account of the platform.`, required: true, maxLength: 255 },
      { name: 'token', kind: 'secret', label: msg`Token`, help: msg`The account's X-Plex-Token.`, required: true },
      {
        name: 'server_version',
        kind: 'select',
        label: msg`Release of new servers`,
        required: true,
        options: [
          { value: 'public', label: msg`Public` },
          { value: 'beta', label: msg`Beta (Plex Pass)` },
        ],
      },
      { name: 'claim_servers', kind: 'switch', label: msg`Claim new servers`, help: msg`Link each new server to its customer's Plex account.` },
    ],
  },
  emby: {
    title: msg`Emby`,
    description: msg`The Emby Connect account and the Premiere key new servers are activated with.`,
    fields: [
      { name: 'connect_username', kind: 'text', label: msg`Emby Connect user`, required: true, maxLength: 100 },
      { name: 'premiere_key', kind: 'secret', label: msg`Premiere key`, required: true },
      {
        name: 'server_version',
        kind: 'select',
        label: msg`Release of new servers`,
        required: true,
        options: [
          { value: 'stable', label: msg`Stable` },
          { value: 'beta', label: msg`Beta` },
        ],
      },
    ],
  },
  jellyfin: {
    title: msg`Jellyfin`,
    description: msg`Which release new Jellyfin servers run and where their plugins come from.`,
    fields: [
      {
        name: 'server_version',
        kind: 'select',
        label: msg`Release of new servers`,
        required: true,
        options: [
          { value: 'stable', label: msg`Stable` },
          { value: 'unstable', label: msg`Unstable (nightly)` },
        ],
      },
      { name: 'plugin_repository', kind: 'url', label: msg`Plugin repository`, help: msg`The manifest new servers install plugins from.`, maxLength: 255, wide: true },
    ],
  },
  whmcs: {
    title: msg`WHMCS`,
    description: msg`The billing system: orders become servers, and products are kept in step.`,
    fields: [
      { name: 'url', kind: 'url', label: msg`Address`, help: msg`The WHMCS installation, like https://billing.example.com.`, required: true, maxLength: 255 },
      { name: 'identifier', kind: 'text', label: msg`API identifier`, required: true, maxLength: 100 },
      { name: 'secret', kind: 'secret', label: msg`API secret`, required: true },
      { name: 'access_key', kind: 'secret', label: msg`Access key`, help: msg`Only needed when WHMCS limits API calls to known addresses.` },
      { name: 'sync_products', kind: 'switch', label: msg`Keep products in step`, help: msg`Copy prices and names from WHMCS every night.` },
    ],
  },
  cdn: {
    title: msg`CDN`,
    description: msg`The content delivery network that serves posters and downloads.`,
    fields: [
      {
        name: 'provider',
        kind: 'select',
        label: msg`Provider`,
        required: true,
        options: [
          { value: 'bunny', label: msg`Bunny CDN` },
          { value: 'cloudflare', label: msg`Cloudflare` },
        ],
      },
      { name: 'zone', kind: 'text', label: msg`Pull zone`, required: true, maxLength: 100 },
      { name: 'hostname', kind: 'text', label: msg`Host name`, help: msg`The address files are served from.`, required: true, maxLength: 255, pattern: HOSTNAME },
      { name: 'api_key', kind: 'secret', label: msg`API key`, required: true },
    ],
  },
  tautulli: {
    title: msg`Tautulli`,
    description: msg`Play history and statistics of the Plex servers.`,
    fields: [
      { name: 'url', kind: 'url', label: msg`Address`, help: msg`Where Tautulli answers, like https://tautulli.example.com.`, required: true, maxLength: 255 },
      { name: 'api_key', kind: 'secret', label: msg`API key`, required: true },
      { name: 'history_days', kind: 'number', label: msg`Days of history`, help: msg`How far back the statistics reach.`, required: true, min: 1, max: 365 },
    ],
  },
  hetzner: {
    title: msg`Hetzner`,
    description: msg`The cloud project nodes and volumes are ordered from, and the Robot account of dedicated servers.`,
    fields: [
      { name: 'project', kind: 'text', label: msg`Cloud project`, required: true, maxLength: 100 },
      { name: 'api_token', kind: 'secret', label: msg`API token`, help: msg`A read and write token of the project.`, required: true },
      {
        name: 'location',
        kind: 'select',
        label: msg`Location of new nodes`,
        required: true,
        options: [
          { value: 'fsn1', label: msg`Falkenstein (fsn1)` },
          { value: 'nbg1', label: msg`Nuremberg (nbg1)` },
          { value: 'hel1', label: msg`Helsinki (hel1)` },
          { value: 'ash', label: msg`Ashburn (ash)` },
          { value: 'hil', label: msg`Hillsboro (hil)` },
        ],
      },
      { name: 'robot_user', kind: 'text', label: msg`Robot user`, help: msg`Only for dedicated servers.`, maxLength: 100 },
      { name: 'robot_password', kind: 'secret', label: msg`Robot password` },
    ],
  },
  radarr: arrForm(msg`Radarr`, msg`Films customers request are added to Radarr.`, msg`Where Radarr keeps the films.`),
  sonarr: arrForm(msg`Sonarr`, msg`TV shows customers request are added to Sonarr.`, msg`Where Sonarr keeps the shows.`),
  nodes: {
    title: msg`Node provisioning`,
    description: msg`How the platform reaches new nodes over SSH and runs its agent on them.`,
    fields: [
      { name: 'ssh_user', kind: 'text', label: msg`SSH user`, required: true, maxLength: 32, pattern: { test: /^[a-z_][a-z0-9_-]*$/, message: msg`Use lower-case letters, digits, - and _, like deploy.` } },
      { name: 'ssh_port', kind: 'number', label: msg`SSH port`, required: true, min: 1, max: 65535 },
      { name: 'public_key', kind: 'text', label: msg`Public key`, help: msg`Add it to ~/.ssh/authorized_keys of the SSH user on every new node.`, readOnly: true, wide: true },
      { name: 'private_key', kind: 'secret', label: msg`Private key`, help: msg`The key the platform signs in with. It is never shown again.`, required: true, wide: true },
      { name: 'agent_port', kind: 'number', label: msg`Agent port`, required: true, min: 1, max: 65535 },
      { name: 'agent_auto_update', kind: 'switch', label: msg`Update the agent by itself`, help: msg`Install new agent releases during the night.` },
    ],
  },
  mail: {
    title: msg`SMTP server`,
    description: msg`The server the platform's e-mails go out through.`,
    fields: [
      { name: 'host', kind: 'text', label: msg`Host`, required: true, maxLength: 255, pattern: HOSTNAME },
      { name: 'port', kind: 'number', label: msg`Port`, required: true, min: 1, max: 65535 },
      {
        name: 'encryption',
        kind: 'select',
        label: msg`Encryption`,
        required: true,
        options: [
          { value: 'tls', label: msg`STARTTLS` },
          { value: 'ssl', label: msg`SSL/TLS` },
          { value: 'none', label: msg`None` },
        ],
      },
      { name: 'username', kind: 'text', label: msg`User name`, maxLength: 255 },
      { name: 'password', kind: 'secret', label: msg`Password` },
      { name: 'from_address', kind: 'text', email: true, label: msg`Sender address`, required: true, maxLength: 255 },
      { name: 'from_name', kind: 'text', label: msg`Sender name`, required: true, maxLength: 100 },
    ],
  },
  'uptime-robot': {
    title: msg`Uptime Robot`,
    description: msg`The account whose monitors watch the nodes.`,
    fields: [
      { name: 'api_key', kind: 'secret', label: msg`API key`, help: msg`The account's main API key.`, required: true },
      { name: 'alert_contact', kind: 'text', label: msg`Alert contact`, help: msg`The id of the contact warned when a node goes down.`, maxLength: 100 },
      {
        name: 'interval',
        kind: 'select',
        label: msg`Check interval`,
        required: true,
        options: [
          { value: '60', label: msg`Every minute` },
          { value: '300', label: msg`Every 5 minutes` },
          { value: '900', label: msg`Every 15 minutes` },
        ],
      },
    ],
  },
} satisfies Record<string, IntegrationForm>;

export type FormIntegrationKey = keyof typeof INTEGRATION_FORMS;
