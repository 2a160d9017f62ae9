import { db, type NodeRow, type ServerRow, type UserRow } from '../database.ts';

/**
 * What a reseller sees. A user with a `reseller_node` manages that node only, and sees only it and
 * what is on it; a reseller sees the nodes they own (`node.reseller_id`) and those leased to them.
 */
export function resellerNodeIds(user: UserRow): number[] {
  if (user.reseller_node !== null) return [user.reseller_node];
  const leased = db.resellerNode.getAll().filter((lease) => lease.reseller_id === user.id).map((lease) => lease.node_id);
  const owned = db.node.getAll().filter((node) => node.reseller_id === user.id).map((node) => node.id);
  return [...new Set([...owned, ...leased])].sort((a, b) => a - b);
}

export function resellerNodes(user: UserRow): NodeRow[] {
  const ids = resellerNodeIds(user);
  return db.node
    .getAll()
    .filter((node) => ids.includes(node.id))
    .sort((a, b) => a.id - b.id);
}

/** The media servers on the reseller's nodes. */
export function resellerServers(user: UserRow): ServerRow[] {
  const ids = resellerNodeIds(user);
  return db.server
    .getAll()
    .filter((server) => ids.includes(server.node_id))
    .sort((a, b) => a.id - b.id);
}

/** A reseller's customers; for a node-only reseller, the owners of the servers on their node. */
export function resellerCustomers(user: UserRow): UserRow[] {
  if (user.reseller_node === null) {
    return db.user
      .getAll()
      .filter((candidate) => candidate.reseller_id === user.id)
      .sort((a, b) => a.id - b.id);
  }
  const owners = new Set(resellerServers(user).map((server) => server.user_id));
  return db.user
    .getAll()
    .filter((candidate) => owners.has(candidate.id))
    .sort((a, b) => a.id - b.id);
}
