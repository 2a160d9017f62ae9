import { SERVER_STATUS, SERVER_TYPE_LABELS, type Server, type ServerStatus } from '@portal/api-client';

/** The five calls of the API document's `ServerAction` path item. */
export type ServerActionId = 'start' | 'stop' | 'restart' | 'rebuild' | 'reset-config';

/** Everything the page can run; one at a time. */
export type PageActionId = ServerActionId | 'node-restart' | 'gdrive-remount' | 'deploy-ess' | 'update' | 'claim' | 'reset-claim' | 'delete';

const BUSY: readonly ServerStatus[] = ['starting', 'stopping', 'restarting', 'rebuilding'];

/** The server is in the middle of an action and settles by itself. */
export function isBusy(status: ServerStatus): boolean {
  return BUSY.includes(status);
}

/** Which statuses each action may start from: the backend answers 409 for the others. */
const ALLOWED_FROM: Record<ServerActionId, readonly ServerStatus[]> = {
  start: ['stopped', 'error'],
  stop: ['running', 'error'],
  restart: ['running', 'error'],
  rebuild: ['running', 'stopped', 'error'],
  'reset-config': ['running', 'stopped', 'error'],
};

function blockedByState(server: Server): string | null {
  if (isBusy(server.status)) return `The server is ${SERVER_STATUS[server.status].label.toLowerCase()} right now. Wait until it has finished.`;
  if (server.status === 'suspended') return 'The server is suspended. Settle the open invoice to use it again.';
  return null;
}

/** Why an action cannot run on the server as it is now, or null when it can. */
export function unavailableReason(action: PageActionId, server: Server): string | null {
  if (action === 'delete' || action === 'claim') return null;
  const blocked = blockedByState(server);
  if (blocked) return blocked;
  switch (action) {
    case 'reset-claim':
      // The reset only takes effect with the restart that follows it.
      return ALLOWED_FROM.restart.includes(server.status) ? null : 'Start the server first: the reset finishes with a restart.';
    case 'start':
    case 'stop':
    case 'restart':
    case 'rebuild':
    case 'reset-config':
      if (ALLOWED_FROM[action].includes(server.status)) return null;
      return server.status === 'running' ? 'The server is already running.' : 'The server is already stopped.';
    case 'update':
      // An update rebuilds the server.
      return unavailableReason('rebuild', server);
    default:
      return null;
  }
}

export interface Confirmation {
  title: string;
  description: string;
  confirmLabel: string;
  tone?: 'danger' | 'default';
}

export interface ServerActionSpec {
  label: string;
  /** What the action does, shown beside its button. */
  description: (server: Server) => string;
  /** Asked first when the action interrupts viewers. */
  confirm?: (server: Server) => Confirmation;
  /** The 'Done!' message. */
  done: (server: Server) => string;
}

const typeLabel = (server: Server) => SERVER_TYPE_LABELS[server.type];

export const SERVER_ACTIONS: Record<ServerActionId, ServerActionSpec> = {
  start: {
    label: 'Start',
    description: (server) => `Starts ${typeLabel(server)} so your viewers can watch again.`,
    done: () => 'The server has been started',
  },
  restart: {
    label: 'Restart',
    description: (server) => `Stops and starts ${typeLabel(server)}; the cure for most hiccups.`,
    confirm: (server) => ({
      title: 'Restart the server?',
      description: `Everyone watching ${server.name} is interrupted for a minute while it restarts.`,
      confirmLabel: 'Restart',
    }),
    done: () => 'The server has been restarted',
  },
  stop: {
    label: 'Stop',
    description: (server) => `Shuts ${typeLabel(server)} down until you start it again.`,
    confirm: (server) => ({
      title: 'Stop the server?',
      description: `Everyone watching ${server.name} is cut off, and nobody can use it until you start it again.`,
      confirmLabel: 'Stop the server',
      tone: 'danger',
    }),
    done: () => 'The server has been shut down',
  },
  rebuild: {
    label: 'Rebuild',
    description: () => 'Recreates the container from a fresh image. Your libraries, settings and users stay.',
    confirm: (server) => ({
      title: 'Rebuild the server?',
      description: `${server.name} is offline for a few minutes while its container is recreated. Everyone watching is cut off.`,
      confirmLabel: 'Rebuild',
    }),
    done: () => 'The server has been rebuilt',
  },
  'reset-config': {
    label: 'Reset config',
    description: (server) => `Puts the ${typeLabel(server)} settings back to their defaults; a fix when the server will not come up.`,
    confirm: (server) => ({
      title: `Reset the ${typeLabel(server)} config?`,
      description: `The settings of ${server.name} go back to their defaults (the old file is kept as a backup) and the server restarts. Everyone watching is cut off.`,
      confirmLabel: 'Reset config',
      tone: 'danger',
    }),
    done: (server) => `${typeLabel(server)} config has been reset`,
  },
};

/** The order the actions are offered in. */
export const SERVER_ACTION_ORDER: readonly ServerActionId[] = ['start', 'restart', 'stop', 'rebuild', 'reset-config'];

/** What the other confirmable actions ask first (the update has a dialog of its own). */
export const PAGE_CONFIRMATIONS: Record<'node-restart' | 'gdrive-remount' | 'deploy-ess' | 'reset-claim' | 'delete', (server: Server) => Confirmation> = {
  'node-restart': (server) => ({
    title: `Restart the node ${server.node_alias}?`,
    description: `The whole node reboots: ${server.name} and every other server on ${server.node_alias} are offline for a few minutes. Do this only when a server restart did not help.`,
    confirmLabel: 'Restart the node',
    tone: 'danger',
  }),
  'gdrive-remount': (server) => ({
    title: 'Remount Google Drive?',
    description: `Streams of ${server.name} that read from Google Drive stop for a few seconds while the drive is mounted again.`,
    confirmLabel: 'Remount',
  }),
  'deploy-ess': (server) => ({
    title: 'Deploy the essentials?',
    description: `Installs Portainer and the other essential tools on ${server.node_alias} next to ${server.name}. Your server keeps running; you get a notice when it is ready.`,
    confirmLabel: 'Deploy',
  }),
  'reset-claim': (server) => ({
    title: 'Reset the claim?',
    description: `${server.name} is unlinked from its Plex account and restarts, which cuts off everyone watching. Claim it again afterwards to use it with Plex.`,
    confirmLabel: 'Reset claim',
    tone: 'danger',
  }),
  delete: (server) => ({
    title: 'Delete this server?',
    description: `${server.name} and everything on it are deleted for good; this cannot be undone. Its backups stay available for 30 days.`,
    confirmLabel: 'Delete the server',
    tone: 'danger',
  }),
};
