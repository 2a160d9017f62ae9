import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';

const SERVICES: [key: string, name: string, status: string, message: string | null][] = [
  ['portal', 'Web portal', 'operational', null],
  ['api', 'API', 'operational', null],
  ['streaming', 'Streaming', 'operational', null],
  ['cdn', 'CDN', 'operational', null],
  ['request-lounge', 'Request lounge', 'degraded', 'New requests are accepted but take up to 30 minutes to show while the title index is rebuilt.'],
  ['billing', 'Billing', 'operational', null],
  ['notifications', 'E-mail and notifications', 'operational', null],
];

type UpdateSeed = [status: string, minutesAgo: number, body: string];

const INCIDENTS: [title: string, impact: string, status: string, affects: string[], startedMinutesAgo: number, resolvedMinutesAgo: number | null, updates: UpdateSeed[]][] = [
  [
    'nyc-01 is unreachable',
    'major',
    'identified',
    ['nyc-01', 'streaming'],
    190,
    null,
    [
      ['investigating', 185, 'nyc-01 stopped answering health checks. Servers on this node cannot be reached; we are looking into it.'],
      ['identified', 120, 'The data centre confirmed a failed top-of-rack switch. A replacement is being fitted; your data on the node is safe. Next update within an hour.'],
    ],
  ],
  [
    'Request lounge is slower than usual',
    'minor',
    'monitoring',
    ['request-lounge'],
    60 * 9,
    null,
    [
      ['investigating', 60 * 9, 'Searches in the request lounge time out for some users.'],
      ['identified', 60 * 8, 'The title index is corrupt after last night’s update and is being rebuilt.'],
      ['monitoring', 60 * 2, 'Searches work again. New requests take up to 30 minutes to show until the rebuild is done.'],
    ],
  ],
  [
    'Delayed e-mail notifications',
    'minor',
    'resolved',
    ['notifications'],
    60 * 14,
    60 * 6,
    [
      ['investigating', 60 * 14, 'E-mails from the portal (invites, password resets) arrive with delays of up to an hour.'],
      ['resolved', 60 * 6, 'Our mail provider cleared its queue; every delayed e-mail has been delivered.'],
    ],
  ],
  [
    'Scheduled maintenance on fra-02',
    'minor',
    'resolved',
    ['fra-02'],
    60 * 24 * 5,
    60 * 24 * 5 - 50,
    [['resolved', 60 * 24 * 5 - 50, 'The kernel update is done; every server on fra-02 is back.']],
  ],
];

/** The status page: the platform's services and its incidents with their updates. */
export function seedStatus(): void {
  SERVICES.forEach(([key, name, status, message], position) => db.statusService.create({ key, name, status, message, position }));
  let updateId = 0;
  INCIDENTS.forEach(([title, impact, status, affects, startedMinutesAgo, resolvedMinutesAgo, updates], index) => {
    const id = index + 1;
    db.statusIncident.create({
      id,
      title,
      impact,
      status,
      affects,
      started_at: ago({ minutes: startedMinutesAgo }),
      resolved_at: resolvedMinutesAgo === null ? null : ago({ minutes: resolvedMinutesAgo }),
    });
    for (const [updateStatus, minutesAgo, body] of updates) {
      updateId += 1;
      db.statusIncidentUpdate.create({ id: updateId, incident_id: id, status: updateStatus, body, created_at: ago({ minutes: minutesAgo }) });
    }
  });
}
