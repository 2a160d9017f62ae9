import { db } from '#db/database.ts';
import { route } from '#lib/route.ts';
import { requireReseller } from '#model/auth.ts';
import { toNode } from '#model/nodes.ts';

export const resellerHandlers = [
  route('get', '/api/reseller')(({ request }) => {
    const reseller = requireReseller(request);
    const nodes = db.node
      .getAll()
      .filter((node) => node.reseller_id === reseller.id || node.id === reseller.reseller_node)
      .sort((a, b) => a.id - b.id);
    return { success: true, data: { reseller: { id: reseller.id, name: reseller.name }, nodes: nodes.map(toNode) } };
  }),
];
