import { msg } from '@lingui/core/macro';
import { SERVER_TYPE_LABELS, type Server, type ServerStatus } from '@portal/api-client';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';

/** The five calls of the API document's `ServerAction` path item. */
export type ServerActionId = 'start' | 'stop' | 'restart' | 'rebuild' | 'reset-config';

/** Everything the page can run; one at a time. */
export type PageActionId = ServerActionId | 'node-restart' | 'gdrive-remount' | 'deploy-ess' | 'update' | 'claim' | 'reset-claim' | 'delete';

const BUSY: readonly ServerStatus[] = ['starting', 'stopping', 'restarting', 'rebuilding'];

/** Why nothing can run while the server is busy: one sentence per busy status. */
const BUSY_REASONS: Partial<Record<ServerStatus, MessageDescriptor>> = {
  starting: msg`The server is starting right now. Wait until it has finished.`,
  stopping: msg`The server is stopping right now. Wait until it has finished.`,
  restarting: msg`The server is restarting right now. Wait until it has finished.`,
  rebuilding: msg`The server is rebuilding right now. Wait until it has finished.`,
};

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

function blockedByState(server: Server): MessageDescriptor | null {
  if (isBusy(server.status)) return BUSY_REASONS[server.status] ?? null;
  if (server.status === 'suspended') return msg`The server is suspended. Settle the open invoice to use it again.`;
  return null;
}

/** Why an action cannot run on the server as it is now, or null when it can. Translate it where it renders. */
export function unavailableReason(action: PageActionId, server: Server): MessageDescriptor | null {
  if (action === 'delete' || action === 'claim') return null;
  const blocked = blockedByState(server);
  if (blocked) return blocked;
  switch (action) {
    case 'reset-claim':
      // The reset only takes effect with the restart that follows it.
      return ALLOWED_FROM.restart.includes(server.status) ? null : msg`Start the server first: the reset finishes with a restart.`;
    case 'start':
    case 'stop':
    case 'restart':
    case 'rebuild':
    case 'reset-config':
      if (ALLOWED_FROM[action].includes(server.status)) return null;
      return server.status === 'running' ? msg`The server is already running.` : msg`The server is already stopped.`;
    case 'update':
      // An update rebuilds the server.
      return unavailableReason('rebuild', server);
    default:
      return null;
  }
}

/** The words of a confirmation, as descriptors: the dialog translates them. */
export interface Confirmation {
  title: MessageDescriptor;
  description: MessageDescriptor;
  confirmLabel: MessageDescriptor;
  tone?: 'danger' | 'default';
}

/** An action's words, as descriptors: translated where they render. */
export interface ServerActionSpec {
  label: MessageDescriptor;
  /** What the action does, shown beside its button. */
  description: (server: Server) => MessageDescriptor;
  /** Asked first when the action interrupts viewers. */
  confirm?: (server: Server) => Confirmation;
  /** The 'Done!' message. */
  done: (server: Server) => MessageDescriptor;
}

const typeLabel = (server: Server) => SERVER_TYPE_LABELS[server.type];

export const SERVER_ACTIONS: Record<ServerActionId, ServerActionSpec> = {
  start: {
    label: msg`Start`,
    description: (server) => {
      const type = typeLabel(server);
      return msg`Starts ${type} so your viewers can watch again.`;
    },
    done: () => msg`The server has been started`,
  },
  restart: {
    label: msg`Restart`,
    description: (server) => {
      const type = typeLabel(server);
      return msg`Stops and starts ${type}; the cure for most hiccups.`;
    },
    confirm: (server) => {
      const name = server.name;
      return {
        title: msg`Restart the server?`,
        description: msg`Everyone watching ${name} is interrupted for a minute while it restarts.`,
        confirmLabel: msg`Restart`,
      };
    },
    done: () => msg`The server has been restarted`,
  },
  stop: {
    label: msg`Stop`,
    description: (server) => {
      const type = typeLabel(server);
      return msg`Shuts ${type} down until you start it again.`;
    },
    confirm: (server) => {
      const name = server.name;
      return {
        title: msg`Stop the server?`,
        description: msg`Everyone watching ${name} is cut off, and nobody can use it until you start it again.`,
        confirmLabel: msg`Stop the server`,
        tone: 'danger',
      };
    },
    done: () => msg`The server has been shut down`,
  },
  rebuild: {
    label: msg`Rebuild`,
    description: () => msg`Recreates the container from a fresh image. Your libraries, settings and users stay.`,
    confirm: (server) => {
      const name = server.name;
      return {
        title: msg`Rebuild the server?`,
        description: msg`${name} is offline for a few minutes while its container is recreated. Everyone watching is cut off.`,
        confirmLabel: msg`Rebuild`,
      };
    },
    done: () => msg`The server has been rebuilt`,
  },
  'reset-config': {
    label: msg`Reset config`,
    description: (server) => {
      const type = typeLabel(server);
      return msg`Puts the ${type} settings back to their defaults; a fix when the server will not come up.`;
    },
    confirm: (server) => {
      const type = typeLabel(server);
      const name = server.name;
      return {
        title: msg`Reset the ${type} config?`,
        description: msg`The settings of ${name} go back to their defaults (the old file is kept as a backup) and the server restarts. Everyone watching is cut off.`,
        confirmLabel: msg`Reset config`,
        tone: 'danger',
      };
    },
    done: (server) => {
      const type = typeLabel(server);
      return msg`${type} config has been reset`;
    },
  },
};

/** The order the actions are offered in. */
export const SERVER_ACTION_ORDER: readonly ServerActionId[] = ['start', 'restart', 'stop', 'rebuild', 'reset-config'];

/** What the other confirmable actions ask first (the update has a dialog of its own). */
export const PAGE_CONFIRMATIONS: Record<'node-restart' | 'gdrive-remount' | 'deploy-ess' | 'reset-claim' | 'delete', (server: Server) => Confirmation> = {
  'node-restart': (server) => {
    const node = server.node_alias;
    const name = server.name;
    return {
      title: msg`Restart the node ${node}?`,
      description: msg`The whole node reboots: ${name} and every other server on ${node} are offline for a few minutes. Do this only when a server restart did not help.`,
      confirmLabel: msg`Restart the node`,
      tone: 'danger',
    };
  },
  'gdrive-remount': (server) => {
    const name = server.name;
    return {
      title: msg`Remount Google Drive?`,
      description: msg`Streams of ${name} that read from Google Drive stop for a few seconds while the drive is mounted again.`,
      confirmLabel: msg`Remount`,
    };
  },
  'deploy-ess': (server) => {
    const node = server.node_alias;
    const name = server.name;
    return {
      title: msg`Deploy the essentials?`,
      description: msg`Installs Portainer and the other essential tools on ${node} next to ${name}. Your server keeps running; you get a notice when it is ready.`,
      confirmLabel: msg`Deploy`,
    };
  },
  'reset-claim': (server) => {
    const name = server.name;
    return {
      title: msg`Reset the claim?`,
      description: msg`${name} is unlinked from its Plex account and restarts, which cuts off everyone watching. Claim it again afterwards to use it with Plex.`,
      confirmLabel: msg`Reset claim`,
      tone: 'danger',
    };
  },
  delete: (server) => {
    const name = server.name;
    return {
      title: msg`Delete this server?`,
      description: msg`${name} and everything on it are deleted for good; this cannot be undone. Its backups stay available for 30 days.`,
      confirmLabel: msg`Delete the server`,
      tone: 'danger',
    };
  },
};
