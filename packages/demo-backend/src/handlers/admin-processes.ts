import { db } from '#db/database.ts';
import { intQuery, route } from '#lib/route.ts';
import { requireAdmin } from '#model/auth.ts';
import { findNode } from '#model/nodes.ts';
import { byNewest, toProcess } from '#model/processes.ts';

const STATUSES = ['success', 'failed'] as const;

/** The full process history, a page at a time (the recent, single and related calls are in `admin.ts`). */
export const adminProcessHandlers = [
  route('get', '/api/admin/processes')(({ request, url }) => {
    requireAdmin(request);
    const perPage = intQuery(url, 'perpage', 25, { max: 100 });
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const node = intQuery(url, 'node', 0);
    const status = STATUSES.find((candidate) => candidate === url.searchParams.get('status'));
    const byTime = url.searchParams.get('sortColumn') === 'time';
    const descending = url.searchParams.get('sortDirection') !== 'asc';
    const all = db.process.getAll();
    const rows = all
      .filter((row) => (!node || row.node_id === node) && (!status || row.success === (status === 'success')))
      .filter((row) => !search || row.command.toLowerCase().includes(search))
      .sort((a, b) => {
        const order = byTime ? a.time - b.time || -byNewest(a, b) : -byNewest(a, b);
        return descending ? -order : order;
      });
    const total = rows.length;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = intQuery(url, 'page', 1);
    const nodeIds = [...new Set(all.map((row) => row.node_id))].sort((a, b) => a - b);
    return {
      success: true,
      data: rows.slice((page - 1) * perPage, page * perPage).map(toProcess),
      meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
      nodes: nodeIds.map((id) => ({ id, alias: findNode(id)?.alias ?? `node-${id}` })),
    };
  }),
];
