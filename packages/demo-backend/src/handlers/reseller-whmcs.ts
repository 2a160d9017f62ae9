import type { components } from '@portal/api-client';
import { db, type NodeRow, type ServerRow, type UserRow } from '#db/database.ts';
import { resellerNodes } from '#db/reseller/scope.ts';
import { WHMCS_PRODUCTS, WHMCS_VERSION, whmcsProduct } from '#db/reseller-whmcs/catalog.ts';
import { isoNow, isPast, later } from '#lib/clock.ts';
import { conflict, forbidden, notFound } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { bool, optionalStr, str, validate, type CustomRule, type Input } from '#lib/validation.ts';
import { requireReseller } from '#model/auth.ts';
import { resellerProductsOf, type ResellerProductRow } from '#model/reseller-products.ts';
import { containerName, SERVER_STATUSES, serverType } from '#model/servers.ts';

type Schemas = components['schemas'];
type ServiceRow = ReturnType<typeof db.resellerWhmcsService.getAll>[number];
type InviteRow = ReturnType<typeof db.resellerWhmcsInvite.getAll>[number];

type ProductRow = ResellerProductRow;

const AUTO_SETUP: readonly Schemas['ResellerWhmcsAutoSetup'][] = ['order', 'payment', 'accept', 'off'];
const SERVICE_STATUSES: readonly Schemas['ResellerWhmcsServiceStatus'][] = ['pending', 'active', 'suspended', 'terminated', 'cancelled'];
/** How long an invite can be accepted, from when it was (last) sent. */
const INVITE_DAYS = 7;

/**
 * Whose WHMCS the user works with: a reseller's own; for a user with a reseller node, the reseller
 * who runs that node (owner, or holder of the lease).
 */
function accountOf(user: UserRow): number {
  if (user.reseller_node === null) return user.id;
  const node = db.node.findFirst({ where: { id: { equals: user.reseller_node } } });
  const lease = db.resellerNode.findFirst({ where: { node_id: { equals: user.reseller_node } } });
  return node?.reseller_id ?? lease?.reseller_id ?? user.id;
}

function linkOf(accountId: number) {
  return db.resellerWhmcsLink.findFirst({ where: { reseller_id: { equals: accountId } } });
}

function toLink(user: UserRow): Schemas['ResellerWhmcsLink'] {
  const link = linkOf(accountOf(user));
  return {
    url: link?.url || null,
    identifier: link?.identifier || null,
    secret_set: Boolean(link?.secret),
    connected: link?.connected ?? false,
    checked_at: link?.checked_at ?? null,
    message: link?.message ?? null,
    can_edit: user.reseller_node === null,
  };
}

/** What the demo WHMCS answers: hosts named offline do not answer, and a short identifier is refused. */
function checkLink(url: string, identifier: string, accountId: number): { healthy: boolean; message: string } {
  const host = (() => {
    try {
      return new URL(url).hostname;
    } catch {
      return '';
    }
  })();
  if (host === '' || /offline|unreachable/.test(host)) {
    return { healthy: false, message: `Could not connect to ${url.replace(/\/$/, '')}/includes/api.php: the connection timed out after 10 seconds.` };
  }
  if (!/^[A-Za-z0-9]{16,}$/.test(identifier)) return { healthy: false, message: 'WHMCS refused the credentials: Authentication Failed.' };
  const services = db.resellerWhmcsService.getAll().filter((service) => service.reseller_id === accountId);
  const clients = new Set(services.map((service) => service.client_id)).size;
  const active = services.filter((service) => service.status === 'active').length;
  return { healthy: true, message: `Connected to WHMCS ${WHMCS_VERSION}: ${clients} clients, ${active} active services.` };
}

function nodeOf(user: UserRow, params: Record<string, string>): NodeRow {
  const id = intParam(params, 'node');
  const node = resellerNodes(user).find((candidate) => candidate.id === id);
  if (!node) throw notFound('Node not found.');
  return node;
}

function mediaServersOn(node: NodeRow): ServerRow[] {
  return db.server
    .getAll()
    .filter((server) => server.node_id === node.id)
    .sort((a, b) => a.id - b.id);
}

const serviceOf = (containerId: number): ServiceRow | null => db.resellerWhmcsService.findFirst({ where: { container_id: { equals: containerId } } });

function toNodeView(node: NodeRow): Schemas['ResellerWhmcsNode'] {
  const services = mediaServersOn(node).map((server) => serviceOf(server.id));
  return {
    id: node.id,
    alias: node.alias,
    location: node.location,
    online: node.online,
    containers: services.length,
    services_active: services.filter((service) => service?.status === 'active').length,
    services_suspended: services.filter((service) => service?.status === 'suspended').length,
    without_service: services.filter((service) => service === null).length,
  };
}

function toService(service: ServiceRow): Schemas['ResellerWhmcsService'] {
  const product = whmcsProduct(service.whmcs_product_id);
  return {
    id: service.id,
    status: SERVICE_STATUSES.find((status) => status === service.status) ?? 'pending',
    client: { id: service.client_id, name: service.client_name, email: service.client_email || null },
    product: product ? { id: product.id, name: product.name } : null,
    billing_cycle: service.billing_cycle || null,
    amount: service.amount || null,
    currency: 'GBP',
    next_due_date: service.next_due_date,
    registered_at: service.registered_at || null,
  };
}

function toContainer(server: ServerRow): Schemas['ResellerWhmcsContainer'] {
  const service = serviceOf(server.id);
  return {
    id: server.id,
    name: containerName(server),
    server_name: server.name,
    type: serverType(server),
    status: SERVER_STATUSES.find((status) => status === server.status) ?? 'error',
    node_id: server.node_id,
    service: service ? toService(service) : null,
  };
}

function containerOf(node: NodeRow, params: Record<string, string>): ServerRow {
  const id = intParam(params, 'container');
  const server = mediaServersOn(node).find((candidate) => candidate.id === id);
  if (!server) throw notFound('Container not found.');
  return server;
}

function inviteStatus(invite: InviteRow): Schemas['ResellerWhmcsInviteStatus'] {
  if (invite.status === 'pending' && isPast(invite.expires_at)) return 'expired';
  return invite.status === 'accepted' || invite.status === 'revoked' ? invite.status : 'pending';
}

function toInvite(invite: InviteRow, server?: ServerRow): Schemas['ResellerWhmcsInvite'] {
  return {
    id: invite.id,
    key: invite.key,
    email: invite.email,
    status: inviteStatus(invite),
    created_at: invite.created_at,
    sent_at: invite.sent_at,
    expires_at: invite.status === 'pending' ? invite.expires_at : null,
    accepted_at: invite.accepted_at,
    resends: invite.resends,
    ...(server ? { container_name: containerName(server) } : {}),
  };
}

function inviteOf(server: ServerRow, params: Record<string, string>): InviteRow {
  const id = intParam(params, 'invite');
  const invite = db.resellerWhmcsInvite.findFirst({ where: { id: { equals: id } } });
  if (!invite || invite.container_id !== server.id) throw notFound('Invite not found.');
  return invite;
}

/** Laravel's paginator over rows already filtered and ordered. */
function paginate<Row>(url: URL, rows: Row[]) {
  const size = intQuery(url, 'perpage', 25, { max: 100 });
  const current = intQuery(url, 'page', 1);
  const first = (current - 1) * size;
  const meta = { current_page: current, last_page: Math.max(1, Math.ceil(rows.length / size)), per_page: size, total: rows.length };
  return { data: rows.slice(first, first + size), meta };
}

function productOf(user: UserRow, params: Record<string, string>): ProductRow {
  const id = intParam(params, 'product');
  const product = resellerProductsOf(user.id).find((candidate) => candidate.id === id);
  if (!product) throw notFound('Product not found.');
  return product;
}

function toProductRef(product: ProductRow): Schemas['ResellerWhmcsProductRef'] {
  return {
    id: product.id,
    name: product.name,
    type: product.type === 'emby' || product.type === 'jellyfin' ? product.type : 'plex',
    price: product.price,
    billing_cycle: product.billing_cycle,
    active: product.active,
  };
}

function toMapping(product: ProductRow): Schemas['ResellerWhmcsMapping'] {
  const options = db.resellerWhmcsMapping.findFirst({ where: { product_id: { equals: product.id } } });
  return {
    product: toProductRef(product),
    whmcs_product_id: product.whmcs_product_id ?? null,
    auto_setup: AUTO_SETUP.find((value) => value === options?.auto_setup) ?? 'payment',
    send_invite: options?.send_invite ?? true,
    streams_option: options?.streams_option ?? null,
    updated_at: options?.updated_at ?? null,
  };
}

function requireLink(user: UserRow) {
  const link = linkOf(accountOf(user));
  if (!link?.url) throw conflict('Save the WHMCS link first.');
  return link;
}

/** The WHMCS product must exist and must not be mapped to another of the reseller's products. */
function mappableProduct(products: ProductRow[], productId: number): CustomRule {
  return (value) => {
    const remote = whmcsProduct(Number(value));
    if (!remote) return 'The selected WHMCS product does not exist in your WHMCS.';
    const other = products.find((candidate) => candidate.id !== productId && candidate.whmcs_product_id === remote.id);
    return other ? `${remote.name} is mapped to ${other.name} already.` : null;
  };
}

function streamsOptionRule(input: Input): CustomRule {
  return (value) => {
    const remote = whmcsProduct(input.whmcs_product_id === null || input.whmcs_product_id === undefined ? null : Number(input.whmcs_product_id));
    return remote && !(remote.configurable_options ?? []).includes(String(value)) ? `${remote.name} has no configurable option named ${String(value)}.` : null;
  };
}

export const resellerWhmcsHandlers = [
  route('get', '/api/reseller/whmcs')(({ request }) => ({ success: true, data: toLink(requireReseller(request)) })),

  route('post', '/api/reseller/whmcs')(({ request, body }) => {
    const user = requireReseller(request);
    if (user.reseller_node !== null) throw forbidden('The reseller who runs your node manages the WHMCS link.');
    const current = linkOf(user.id);
    validate(body, {
      url: ['required', 'string', 'max:255', 'url', 'starts_with:https://'],
      identifier: ['required', 'string', 'max:64'],
      secret: [current?.secret ? 'nullable' : 'required', 'string', 'min:16', 'max:128'],
    });
    const url = str(body.url).replace(/\/+$/, '');
    const identifier = str(body.identifier);
    const secret = optionalStr(body.secret);
    const changed = !current || current.url !== url || current.identifier !== identifier || secret !== null;
    const data = {
      url,
      identifier,
      secret: secret ?? current?.secret ?? '',
      updated_at: isoNow(),
      // New credentials have not been tested yet.
      ...(changed ? { connected: false, checked_at: null, message: null } : {}),
    };
    if (current) db.resellerWhmcsLink.update({ where: { reseller_id: { equals: user.id } }, data });
    else db.resellerWhmcsLink.create({ reseller_id: user.id, ...data });
    return { success: true, message: 'The WHMCS link has been saved.', data: toLink(user) };
  }),

  route('post', '/api/reseller/whmcs/test')(({ request }) => {
    const user = requireReseller(request);
    const link = requireLink(user);
    const { healthy, message } = checkLink(link.url, link.identifier, link.reseller_id);
    const checkedAt = isoNow();
    db.resellerWhmcsLink.update({ where: { reseller_id: { equals: link.reseller_id } }, data: { connected: healthy, checked_at: checkedAt, message } });
    return { success: true, message, data: { healthy, message, checked_at: checkedAt } };
  }),

  route('get', '/api/reseller/whmcs/nodes')(({ request }) => ({ success: true, data: resellerNodes(requireReseller(request)).map(toNodeView) })),

  route('get', '/api/reseller/whmcs/nodes/{node}')(({ request, params }) => ({ success: true, data: toNodeView(nodeOf(requireReseller(request), params)) })),

  route('get', '/api/reseller/whmcs/nodes/{node}/containers')(({ request, params, url }) => {
    const node = nodeOf(requireReseller(request), params);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const status = url.searchParams.get('status');
    const rows = mediaServersOn(node)
      .map(toContainer)
      .filter((container) => {
        if (status === 'none' && container.service !== null) return false;
        if (status && status !== 'none' && container.service?.status !== status) return false;
        const service = container.service;
        const haystack = [container.name, container.server_name, service?.client.name, service?.client.email, service ? String(service.id) : null];
        return search === '' || haystack.some((value) => value?.toLowerCase().includes(search));
      });
    const keys: Record<string, (row: Schemas['ResellerWhmcsContainer']) => string | number> = {
      name: (row) => row.name,
      service: (row) => row.service?.id ?? Number.MAX_SAFE_INTEGER,
      client: (row) => row.service?.client.name.toLowerCase() ?? '~',
      status: (row) => row.service?.status ?? '~',
    };
    const key = keys[url.searchParams.get('sortColumn') ?? ''] ?? keys.name!;
    const direction = url.searchParams.get('sortDirection') === 'desc' ? -1 : 1;
    rows.sort((a, b) => {
      const [left, right] = [key(a), key(b)];
      return (typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right))) * direction;
    });
    return { success: true, ...paginate(url, rows) };
  }),

  route('get', '/api/reseller/whmcs/nodes/{node}/containers/{container}')(({ request, params }) => {
    const node = nodeOf(requireReseller(request), params);
    const server = containerOf(node, params);
    const invites = db.resellerWhmcsInvite
      .getAll()
      .filter((invite) => invite.container_id === server.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return { success: true, data: { container: toContainer(server), node_alias: node.alias, invites: invites.map((invite) => toInvite(invite)) } };
  }),

  route('get', '/api/reseller/whmcs/nodes/{node}/containers/{container}/invites/{invite}')(({ request, params }) => {
    const server = containerOf(nodeOf(requireReseller(request), params), params);
    return { success: true, data: toInvite(inviteOf(server, params), server) };
  }),

  route('post', '/api/reseller/whmcs/nodes/{node}/containers/{container}/invites/{invite}/{action}')(({ request, params }) => {
    const server = containerOf(nodeOf(requireReseller(request), params), params);
    const invite = inviteOf(server, params);
    const status = inviteStatus(invite);
    const where = { id: { equals: invite.id } };
    if (params.action === 'resend') {
      if (status !== 'pending' && status !== 'expired') throw conflict(`The invite to ${invite.email} is ${status}: it cannot be sent again.`);
      const sent = isoNow();
      const row = db.resellerWhmcsInvite.update({ where, data: { sent_at: sent, expires_at: later({ days: INVITE_DAYS }), resends: invite.resends + 1 } }) ?? invite;
      return { success: true, message: `The invite has been sent to ${invite.email} again.`, data: toInvite(row, server) };
    }
    if (params.action === 'revoke') {
      if (status === 'revoked' || status === 'accepted') throw conflict(`The invite to ${invite.email} is ${status}: it cannot be revoked.`);
      const row = db.resellerWhmcsInvite.update({ where, data: { status: 'revoked' } }) ?? invite;
      return { success: true, message: `The invite to ${invite.email} has been revoked.`, data: toInvite(row, server) };
    }
    throw notFound();
  }),

  route('get', '/api/reseller/whmcs/mappings')(({ request }) => {
    const user = requireReseller(request);
    const rows = [...resellerProductsOf(user.id)].sort((a, b) => a.id - b.id);
    return {
      success: true,
      data: rows.map((product) => {
        const remote = whmcsProduct(product.whmcs_product_id ?? null);
        return { product: toProductRef(product), whmcs_product: remote ? { id: remote.id, name: remote.name } : null };
      }),
    };
  }),

  route('get', '/api/reseller/whmcs/whmcs-products')(({ request }) => {
    requireLink(requireReseller(request));
    return { success: true, data: WHMCS_PRODUCTS.map(({ id, name, group, configurable_options }) => ({ id, name, group, configurable_options })) };
  }),

  route('get', '/api/reseller/whmcs/products/{product}')(({ request, params }) => ({ success: true, data: toMapping(productOf(requireReseller(request), params)) })),

  route('post', '/api/reseller/whmcs/products/{product}')(({ request, params, body }) => {
    const user = requireReseller(request);
    const product = productOf(user, params);
    const products = resellerProductsOf(user.id);
    validate(body, {
      whmcs_product_id: ['nullable', 'integer', mappableProduct(products, product.id)],
      auto_setup: ['nullable', `in:${AUTO_SETUP.join(',')}`],
      send_invite: ['nullable', 'boolean'],
      streams_option: ['nullable', 'string', 'max:100', streamsOptionRule(body)],
    });
    const whmcsProductId = body.whmcs_product_id === null || body.whmcs_product_id === undefined ? null : Number(body.whmcs_product_id);
    db.resellerProduct.update({ where: { id: { equals: product.id } }, data: { whmcs_product_id: whmcsProductId } });
    const data = {
      auto_setup: AUTO_SETUP.find((value) => value === body.auto_setup) ?? 'payment',
      send_invite: body.send_invite === undefined || body.send_invite === null ? true : bool(body.send_invite),
      streams_option: whmcsProductId === null ? null : optionalStr(body.streams_option),
      updated_at: isoNow(),
    };
    if (db.resellerWhmcsMapping.findFirst({ where: { product_id: { equals: product.id } } })) {
      db.resellerWhmcsMapping.update({ where: { product_id: { equals: product.id } }, data });
    } else {
      db.resellerWhmcsMapping.create({ product_id: product.id, ...data });
    }
    const saved = resellerProductsOf(user.id).find((candidate) => candidate.id === product.id) ?? product;
    return { success: true, message: whmcsProductId === null ? 'The product is no longer mapped to WHMCS.' : 'The product mapping has been saved.', data: toMapping(saved) };
  }),
];
