import { db } from '#db/database.ts';
import { later } from '#lib/clock.ts';
import { conflict } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { transitionMs } from '#lib/runtime.ts';
import { optionalStr, validate } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { nodeOrFail, toUptimeMonitor } from '#model/nodes.ts';
import { recordRun } from '#model/processes.ts';
import { containerName, stackPath } from '#model/servers.ts';

const MONITOR_BASE = 793_100;

function monitor(nodeId: number): void {
  const node = nodeOrFail(nodeId);
  if (node.monitor_id !== null) return;
  db.node.update({
    where: { id: { equals: node.id } },
    data: { monitor_id: MONITOR_BASE + node.id, monitor_status: node.online ? 'up' : 'down', monitor_uptime_ratio: null },
  });
}

export const adminNodeHandlers = [
  route('delete', '/api/admin/nodes/{id}')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const hosted = db.server.getAll().filter((server) => server.node_id === node.id).length;
    if (hosted > 0) throw conflict(`${node.alias} still hosts ${hosted} server${hosted === 1 ? '' : 's'}. Move or wipe them first.`);
    db.process.deleteMany({ where: { node_id: { equals: node.id } } });
    for (const user of db.user.getAll()) {
      if (user.reseller_node === node.id) db.user.update({ where: { id: { equals: user.id } }, data: { reseller_node: null } });
    }
    db.node.delete({ where: { id: { equals: node.id } } });
    return { success: true, message: 'The node has been deleted' };
  }),

  route('get', '/api/admin/nodes/{id}/restart')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    recordRun(node.id, [{ command: 'sudo systemctl reboot', result: '', time: 0.2 }]);
    db.node.update({ where: { id: { equals: node.id } }, data: { online: false, rebooting_until: later({ seconds: (transitionMs() * 3) / 1000 }) } });
    return { success: true, message: `${node.alias} is rebooting.` };
  }),

  route('post', '/api/admin/nodes/{id}/extract-tar')(({ request, params, body }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    validate(body, { path: 'nullable|string|max:1024' });
    const path = optionalStr(body.path) ?? '/mnt/uploads/import.tar.gz';
    const target = path.replace(/\/[^/]*$/, '') || '/';
    recordRun(node.id, [{ command: `tar -xzf ${path} -C ${target}`, result: '', time: 64.3 }]);
    return { success: true, message: `${path} is being extracted on ${node.alias}.` };
  }),

  route('post', '/api/admin/nodes/{id}/restart-containers')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const running = db.server.getAll().filter((server) => server.node_id === node.id && server.status === 'running');
    recordRun(
      node.id,
      running.map((server) => ({ command: `docker restart --time 30 ${containerName(server)}`, result: containerName(server), time: 8.9 })),
    );
    return { success: true, message: `${running.length} container${running.length === 1 ? ' is' : 's are'} restarting on ${node.alias}.` };
  }),

  route('post', '/api/admin/nodes/{id}/check-mounts')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const servers = db.server.getAll().filter((server) => server.node_id === node.id);
    recordRun(node.id, [
      { command: 'mountpoint -q /mnt/media && echo mounted', result: node.online ? 'mounted' : null, success: node.online, time: 0.03 },
      ...servers.map((server) => ({ command: `mountpoint -q /mnt/gdrive/${containerName(server)} && echo mounted`, result: 'mounted', time: 0.02 })),
    ]);
    return { success: true, message: `The mounts of ${node.alias} are being checked.` };
  }),

  route('delete', '/api/admin/nodes/{id}/wipe')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const servers = db.server.getAll().filter((server) => server.node_id === node.id);
    recordRun(node.id, [
      ...servers.map((server) => ({ command: `docker compose --project-directory ${stackPath(server)} down --volumes --remove-orphans`, result: '', time: 7.5 })),
      { command: 'docker system prune --all --volumes --force', result: 'Total reclaimed space: 0B', time: 12.1 },
    ]);
    for (const server of servers) {
      for (const backup of db.backup.getAll()) {
        if (backup.server_id === server.id) db.backup.update({ where: { id: { equals: backup.id } }, data: { server_id: null, server_name: `${server.name} (deleted)` } });
      }
      db.library.deleteMany({ where: { server_id: { equals: server.id } } });
      db.invite.deleteMany({ where: { server_id: { equals: server.id } } });
      db.server.delete({ where: { id: { equals: server.id } } });
    }
    return { success: true, message: `${node.alias} has been wiped.` };
  }),

  route('get', '/api/admin/integrations/uptime-robot/fetch/{id}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toUptimeMonitor(nodeOrFail(intParam(params, 'id'))) };
  }),

  route('get', '/api/admin/integrations/uptime-robot/add/{id}')(({ request, params }) => {
    requireAdmin(request);
    monitor(intParam(params, 'id'));
    return { success: true, message: 'The node is now being monitored' };
  }),

  route('get', '/api/admin/integrations/uptime-robot/add-all')(({ request }) => {
    requireAdmin(request);
    for (const node of db.node.getAll()) monitor(node.id);
    return { success: true, message: 'Every node is now being monitored' };
  }),

  route('get', '/api/admin/integrations/uptime-robot/remove/{id}')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    db.node.update({ where: { id: { equals: node.id } }, data: { monitor_id: null, monitor_status: null, monitor_uptime_ratio: null } });
    return { success: true, message: 'The node is no longer being monitored' };
  }),
];
