import { ago } from '#lib/clock.ts';
import { recordIntegrationCheck, saveIntegration } from '#model/integrations.ts';
import { db } from '../database.ts';
import { NODE_SCRIPTS } from '../node-pages/catalog.ts';

/** mulberry32: the same seed gives the same history on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How long each script may run before it is stopped, and which run once a new node is set up. */
const SCRIPT_LIMITS: Record<string, [timeout: number, onNewNodes: boolean]> = {
  'load-average': [10, false],
  'media-disk-usage': [10, true],
  'docker-errors': [30, false],
  'clear-transcodes': [120, false],
  'prune-images': [300, false],
  'remount-drives': [60, false],
  'scrub-pool': [60, false],
  'update-docker': [900, true],
};

const ALERTS = '1203348857194135570';
const STATUS = '1187020214587631632';

type Seed = [
  name: string,
  enabled: boolean,
  trigger: [type: string, params: Record<string, string | number | null>],
  conditions: [field: string, operator: string, value: string | number][],
  actions: [type: string, params: Record<string, string | number | null>][],
  runs: number,
  createdDaysAgo: number,
];

const AUTOMATIONS: Seed[] = [
  ['Restart nodes that stay offline', true, ['node.offline', {}], [['offline_minutes', 'more_than', 5]], [['node.restart', {}], ['discord.post', { channel: ALERTS }]], 9, 210],
  ['Bring stopped Plex servers back', true, ['server.stopped', {}], [['stopped_minutes', 'more_than', 10], ['server_type', 'is', 'plex']], [['server.restart', {}], ['email.customer', { subject: 'We restarted your Plex server' }]], 14, 180],
  ['Warn about transcode abuse', true, ['transcode.limit_exceeded', { limit: 4 }], [['times_today', 'more_than', 3]], [['email.customer', { subject: 'Too many transcodes at once' }], ['email.admins', { subject: 'Repeated transcode limit breach' }]], 11, 150],
  ['Page on-call for urgent tickets', true, ['ticket.opened', { priority: 'urgent' }], [], [['discord.post', { channel: ALERTS }], ['email.admins', { subject: 'Urgent ticket opened' }]], 6, 120],
  ['Suspend after two weeks overdue', true, ['payment.overdue', { days: 14 }], [['amount', 'more_than', 5]], [['server.suspend', {}], ['email.customer', { subject: 'Your server has been suspended' }]], 4, 300],
  ['Remind trials before they end', true, ['trial.ends', { days_before: 2 }], [], [['email.customer', { subject: 'Your trial ends in two days' }]], 12, 90],
  ['Clear transcodes on full disks', true, ['node.disk_full', { percent: 90 }], [], [['script.run', { script: 'clear-transcodes' }], ['discord.post', { channel: STATUS }]], 5, 60],
  ['Ticket for a month overdue', false, ['payment.overdue', { days: 30 }], [], [['ticket.open', { priority: 'high' }]], 0, 20],
];

const SUBJECTS: Record<string, string[]> = {
  node: ['nyc-01', 'ams-01', 'fra-02', 'sgp-01'],
  server: ['plex-anna', 'jelly-home', 'emby-koenig', 'plex-marco', 'plex-office'],
  customer: ['Anna Schmidt', 'Marco Rossi', 'Lena König', 'Tom Baker'],
  ticket: ['#1042 Playback stutters on 4K', '#1057 Server unreachable', '#1063 Cannot log in'],
};

const FAILURES: Record<string, string> = {
  'node.restart': 'The node did not answer over SSH.',
  'server.restart': 'The container did not start within 60 seconds.',
  'email.customer': 'The mail server refused the message (550).',
  'discord.post': 'Discord answered 429: rate limited.',
  'script.run': 'The script timed out.',
};

/** The library of node scripts, the automations with their runs, and the two integrations' rows. */
export function seedAutomations(): void {
  NODE_SCRIPTS.forEach((script, index) => {
    const [timeout, onNewNodes] = SCRIPT_LIMITS[script.id] ?? [60, false];
    db.nodeScript.create({ ...script, position: index + 1, timeout, run_on_new_nodes: onNewNodes, updated_at: null });
  });

  const next = random(0xa070);
  let runId = 0;
  AUTOMATIONS.forEach(([name, enabled, [type, params], conditions, actions, runs, createdDaysAgo], index) => {
    const id = index + 1;
    db.automation.create({
      id,
      name,
      enabled,
      trigger_type: type,
      trigger_params: JSON.stringify(params),
      conditions: JSON.stringify(conditions.map(([field, operator, value]) => ({ field, operator, value }))),
      actions: JSON.stringify(actions.map(([actionType, actionParams]) => ({ type: actionType, params: actionParams }))),
      created_at: ago({ days: createdDaysAgo }),
      updated_at: ago({ days: Math.floor(createdDaysAgo / 3) }),
    });
    const subject = SUBJECTS[type.startsWith('ticket') ? 'ticket' : type.startsWith('node') ? 'node' : type.startsWith('server') || type.startsWith('transcode') ? 'server' : 'customer'] ?? [];
    for (let run = 0; run < runs; run += 1) {
      const success = next() > 0.15;
      const failing = actions.map(([actionType]) => actionType).find((actionType) => FAILURES[actionType]);
      runId += 1;
      db.automationRun.create({
        id: runId,
        automation_id: id,
        ran_at: ago({ days: Math.floor(next() * 45), hours: Math.floor(next() * 24), minutes: Math.floor(next() * 60) }),
        success: success || !failing,
        subject: subject[Math.floor(next() * subject.length)] ?? null,
        message: success || !failing ? null : (FAILURES[failing] ?? null),
      });
    }
  });

  const enabled = AUTOMATIONS.filter(([, on]) => on).length;
  saveIntegration('automations', { configured: true, enabled: true });
  recordIntegrationCheck('automations', true, `${enabled} of ${AUTOMATIONS.length} automations enabled.`, ago({ minutes: 12 }));
  saveIntegration('scripts', { configured: true, enabled: true });
  recordIntegrationCheck('scripts', true, `${NODE_SCRIPTS.length} scripts in the library.`, ago({ minutes: 12 }));
}
