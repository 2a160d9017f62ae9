import type { components } from '@portal/api-client';
import { db, type NodeRow, type StatusIncidentRow, type UserRow } from '#db/database.ts';
import { isPast, now } from '#lib/clock.ts';

type Schemas = components['schemas'];
type StatusLevel = Schemas['StatusLevel'];
type PlatformStatus = Schemas['PlatformStatus'];
type StatusIncident = Schemas['StatusIncident'];

const LEVELS: readonly StatusLevel[] = ['operational', 'maintenance', 'degraded', 'outage'];
const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
const IMPACTS = ['minor', 'major', 'critical'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The platform's health check looks at every service and unmonitored node each minute. */
const HEALTH_CHECK_SECONDS = 60;
/** An uptime monitor checks its node every five minutes. */
const MONITOR_SECONDS = 5 * 60;

/** The last run of a check that runs every `interval` seconds, started `offset` seconds into each run. */
function lastCheck(at: number, interval: number, offset: number): string {
  const seconds = Math.floor(at / 1000);
  return new Date((seconds - ((seconds - offset) % interval + interval) % interval) * 1000).toISOString();
}

export function statusLevel(value: string): StatusLevel {
  return (LEVELS as readonly string[]).includes(value) ? (value as StatusLevel) : 'operational';
}

function incidentStatus(value: string): IncidentStatus {
  return (INCIDENT_STATUSES as readonly string[]).includes(value) ? (value as IncidentStatus) : 'investigating';
}

function isOpen(incident: StatusIncidentRow): boolean {
  return incident.resolved_at === null || !isPast(incident.resolved_at);
}

/** A node's state: down when it does not answer, in maintenance while it reboots, degraded while an open incident names it. */
export function nodeStatus(node: NodeRow): StatusLevel {
  if (node.rebooting_until !== null && !isPast(node.rebooting_until)) return 'maintenance';
  if (!node.online) return 'outage';
  const named = db.statusIncident.getAll().some((incident) => isOpen(incident) && incident.affects.includes(node.alias));
  return named ? 'degraded' : 'operational';
}

function toIncident(row: StatusIncidentRow): StatusIncident {
  const services = new Map(db.statusService.getAll().map((service) => [service.key, service.name]));
  const updates = db.statusIncidentUpdate
    .getAll()
    .filter((update) => update.incident_id === row.id)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((update) => ({ id: update.id, status: incidentStatus(update.status), body: update.body, created_at: update.created_at }));
  return {
    id: row.id,
    title: row.title,
    impact: (IMPACTS as readonly string[]).includes(row.impact) ? (row.impact as StatusIncident['impact']) : 'minor',
    status: incidentStatus(row.status),
    started_at: row.started_at,
    resolved_at: row.resolved_at,
    affects: row.affects.map((key) => services.get(key) ?? key),
    updates,
  };
}

/** The status page: every service, the platform's nodes and those of the user's servers, and the current incidents. */
export function platformStatus(user: UserRow): PlatformStatus {
  const at = now();
  const services = db.statusService
    .getAll()
    .sort((a, b) => a.position - b.position)
    .map((row) => ({
      key: row.key,
      name: row.name,
      status: statusLevel(row.status),
      message: row.message,
      checked_at: lastCheck(at, HEALTH_CHECK_SECONDS, row.position * 7),
    }));
  const servers = db.server.getAll().filter((server) => server.user_id === user.id);
  const nodes = db.node
    .getAll()
    .filter((node) => node.reseller_id === null || servers.some((server) => server.node_id === node.id))
    .sort((a, b) => a.id - b.id)
    .map((node) => ({
      id: node.id,
      alias: node.alias,
      location: node.location,
      status: nodeStatus(node),
      uptime_percent: node.monitor_uptime_ratio,
      checked_at: node.monitor_id === null ? lastCheck(at, HEALTH_CHECK_SECONDS, node.id * 11) : lastCheck(at, MONITOR_SECONDS, node.id * 37),
      your_servers: servers
        .filter((server) => server.node_id === node.id)
        .sort((a, b) => a.id - b.id)
        .map((server) => ({ id: server.id, name: server.name })),
    }));
  const incidents = db.statusIncident
    .getAll()
    .filter((incident) => isOpen(incident) || (incident.resolved_at !== null && at - Date.parse(incident.resolved_at) <= DAY_MS))
    .sort((a, b) => b.started_at.localeCompare(a.started_at) || b.id - a.id)
    .map(toIncident);
  const levels = [...services.map((service) => service.status), ...nodes.map((node) => node.status)];
  const overall = services.some((service) => service.status === 'outage') ? 'outage' : levels.every((level) => level === 'operational') ? 'operational' : 'degraded';
  return { overall, updated_at: new Date(at).toISOString(), services, nodes, incidents };
}
