import { db, type UserRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow } from '#lib/clock.ts';
import { conflict, notFound } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { bool, optionalStr, str, validate, type CustomRule, type Input, type RuleSpec } from '#lib/validation.ts';
import { requireReseller } from '#model/auth.ts';
import {
  productNodesOf,
  RESELLER_CURRENCY,
  RESELLER_PRODUCT_CYCLES,
  RESELLER_PRODUCT_TYPES,
  resellerProductsOf,
  resellerProductType,
  toResellerProduct,
  type ResellerProductRow,
} from '#model/reseller-products.ts';

const SORTS: Record<string, (row: ResellerProductRow) => string | number> = {
  name: (row) => row.name.toLowerCase(),
  price: (row) => row.price,
  created_at: (row) => row.created_at,
  servers_count: (row) => row.servers_count,
};

/** The list's order: a column of `SORTS` (the name by default), ties broken by id, in the asked direction. */
function byColumn(column: string | null, direction: string | null) {
  const read = (column && SORTS[column]) || SORTS.name!;
  const sign = direction === 'desc' ? -1 : 1;
  return (a: ResellerProductRow, b: ResellerProductRow): number => {
    const left = read(a);
    const right = read(b);
    const compared = typeof left === 'string' || typeof right === 'string' ? String(left).localeCompare(String(right)) : left - right;
    return sign * (compared === 0 ? a.id - b.id : compared);
  };
}

function productOf(user: UserRow, id: number): ResellerProductRow {
  const product = resellerProductsOf(user.id).find((row) => row.id === id);
  if (!product) throw notFound();
  return product;
}

/** The body's `limits` object, flattened to the attribute names Laravel's validator answers (`limits.streams`). */
function flatten(body: Input): Input {
  const limits = body.limits && typeof body.limits === 'object' ? (body.limits as Record<string, unknown>) : {};
  const blank = (value: unknown) => (value === '' ? null : value);
  return { ...body, 'limits.streams': blank(limits.streams), 'limits.storage_gb': blank(limits.storage_gb), 'limits.transcodes': blank(limits.transcodes) };
}

function rulesFor(user: UserRow, type: string, except: number | null): Record<string, RuleSpec> {
  const max = resellerProductType(type)?.max ?? RESELLER_PRODUCT_TYPES[0]!.max;
  const nodes = new Set(productNodesOf(user).map((node) => node.id));
  const uniqueName: CustomRule = (value) =>
    resellerProductsOf(user.id).some((row) => row.id !== except && row.name.toLowerCase() === str(value).toLowerCase())
      ? 'You already have a product with this name.'
      : null;
  const ownNode: CustomRule = (value) => (nodes.has(Number(value)) ? null : 'The selected node is invalid.');
  const cents: CustomRule = (value) => (/^\d+(\.\d{1,2})?$/.test(String(value)) ? null : 'The price field must have at most two decimals.');
  const withinStreams: CustomRule = (value, _attribute, input) =>
    Number(value) > Number(input['limits.streams']) ? 'The transcodes may not be more than the streams.' : null;
  return {
    name: ['required', 'string', 'max:100', uniqueName],
    node_id: ['required', 'integer', ownNode],
    price: ['required', 'numeric', 'min:0', 'max:10000', cents],
    billing_cycle: `required|in:${RESELLER_PRODUCT_CYCLES.join(',')}`,
    'limits.streams': `required|integer|min:1|max:${max.streams}`,
    'limits.storage_gb': `required|integer|min:1|max:${max.storage_gb}`,
    'limits.transcodes': ['nullable', 'integer', 'min:0', `max:${max.transcodes ?? 0}`, withinStreams],
    description: 'nullable|string|max:1000',
    active: 'sometimes|boolean',
  };
}

function valuesOf(input: Input) {
  const transcodes = input['limits.transcodes'];
  return {
    name: str(input.name),
    node_id: Number(input.node_id),
    price: Math.round(Number(input.price) * 100) / 100,
    billing_cycle: str(input.billing_cycle),
    limits: {
      streams: Number(input['limits.streams']),
      storage_gb: Number(input['limits.storage_gb']),
      transcodes: transcodes === null || transcodes === undefined ? null : Number(transcodes),
    },
    description: optionalStr(input.description),
  };
}

export const resellerProductHandlers = [
  route('get', '/api/reseller/products/types')(({ request }) => {
    const user = requireReseller(request);
    return { success: true, data: { types: RESELLER_PRODUCT_TYPES, nodes: productNodesOf(user), currency: RESELLER_CURRENCY } };
  }),

  route('get', '/api/reseller/products')(({ request, url }) => {
    const user = requireReseller(request);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const type = url.searchParams.get('type');
    const node = intQuery(url, 'node', 0);
    const rows = resellerProductsOf(user.id).filter(
      (row) =>
        (!type || row.type === type) &&
        (node === 0 || row.node_id === node) &&
        (search === '' || row.name.toLowerCase().includes(search) || (row.description ?? '').toLowerCase().includes(search)),
    );
    const sorted = rows.sort(byColumn(url.searchParams.get('sortColumn'), url.searchParams.get('sortDirection')));
    const perPage = intQuery(url, 'perpage', 25, { max: 100 });
    const page = intQuery(url, 'page', 1);
    return {
      success: true,
      data: sorted.slice((page - 1) * perPage, page * perPage).map(toResellerProduct),
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(sorted.length / perPage)), per_page: perPage, total: sorted.length },
    };
  }),

  route('post', '/api/reseller/products')(({ request, body }) => {
    const user = requireReseller(request);
    const input = flatten(body);
    validate(input, { type: `required|in:${RESELLER_PRODUCT_TYPES.map((type) => type.type).join(',')}` });
    validate(input, rulesFor(user, str(input.type), null));
    const created = db.resellerProduct.create({
      id: nextId('resellerProduct'),
      type: str(input.type),
      ...valuesOf(input),
      active: input.active === undefined ? true : bool(input.active),
      servers_count: 0,
      whmcs_product_id: null,
      created_at: isoNow(),
    });
    return { success: true, message: 'The product has been created.', data: toResellerProduct(created) };
  }),

  route('get', '/api/reseller/products/{id}')(({ request, params }) => {
    const product = productOf(requireReseller(request), intParam(params, 'id'));
    return { success: true, data: toResellerProduct(product) };
  }),

  route('post', '/api/reseller/products/{id}')(({ request, params, body }) => {
    const user = requireReseller(request);
    const product = productOf(user, intParam(params, 'id'));
    const input = flatten(body);
    validate(input, rulesFor(user, product.type, product.id));
    const updated = db.resellerProduct.update({
      where: { id: { equals: product.id } },
      data: { ...valuesOf(input), active: input.active === undefined ? product.active : bool(input.active) },
    });
    return { success: true, message: 'The product has been saved.', data: toResellerProduct(updated ?? product) };
  }),

  route('delete', '/api/reseller/products/{id}')(({ request, params }) => {
    const product = productOf(requireReseller(request), intParam(params, 'id'));
    if (product.servers_count > 0) throw conflict('Servers still run as this product. Deactivate it instead, so that no one can order it.');
    db.resellerProduct.delete({ where: { id: { equals: product.id } } });
    // Its WHMCS mapping goes with it.
    db.resellerWhmcsMapping.delete({ where: { product_id: { equals: product.id } } });
    return { success: true, message: 'The product has been deleted.' };
  }),
];
