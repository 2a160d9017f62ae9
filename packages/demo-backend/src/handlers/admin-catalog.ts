import type { components } from '@portal/api-client';
import { db, type ProductRow, type ServerRow } from '#db/database.ts';
import { PLATFORM_DOMAIN } from '#db/fixtures.ts';
import { nextId } from '#db/ids.ts';
import { now } from '#lib/clock.ts';
import { conflict, notFound } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { bool, optionalStr, str, validate, type CustomRule, type Input, type RuleSpec } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { toProduct } from '#model/products.ts';
import { SERVER_STATUSES, SERVER_TYPES, isServerType, toServer } from '#model/servers.ts';

type Schemas = components['schemas'];
type AdminProduct = Schemas['AdminProduct'];
type AdminService = Schemas['AdminService'];
type BillingCycle = Schemas['ShopBillingCycle'];

const CYCLE_MONTHS: Record<BillingCycle, number> = { monthly: 1, quarterly: 3, semiannually: 6, annually: 12 };
const isCycle = (value: unknown): value is BillingCycle => typeof value === 'string' && value in CYCLE_MONTHS;

// ---------------------------------------------------------------- products

function categoryRow(key: string | null) {
  return key === null ? null : db.productCategory.findFirst({ where: { key: { equals: key } } });
}

function typeRow(category: string | null, key: string | null) {
  return category === null || key === null ? null : db.productType.findFirst({ where: { id: { equals: `${category}/${key}` } } });
}

/**
 * A server is billed as the product whose name its plan carries, as the billing system's service
 * names its product; renaming a product renames the plan of its servers along with it.
 */
function servicesOf(product: ProductRow): ServerRow[] {
  return db.server.getAll().filter((server) => server.plan === product.name);
}

function productOf(server: ServerRow): ProductRow | null {
  return server.plan === null ? null : db.product.findFirst({ where: { name: { equals: server.plan } } });
}

function toAdminProduct(row: ProductRow): AdminProduct {
  const category = categoryRow(row.category);
  const type = typeRow(row.category, row.type);
  return {
    ...toProduct(row),
    category: category ? { key: category.key, name: category.name } : null,
    type: type ? { key: type.key, name: type.name } : null,
    whmcs_product_id: row.whmcs_product_id,
    resources: { storage_gb: row.storage_gb, max_streams: row.max_streams, ram_gb: row.ram_gb },
    trial_available: row.trial_available,
    visible: !row.hidden,
    active: row.active,
    services_count: servicesOf(row).length,
  };
}

function productOrFail(id: number): ProductRow {
  const row = db.product.findFirst({ where: { id: { equals: id } } });
  if (!row) throw notFound('Product not found.');
  return row;
}

function uniqueProduct(column: 'name' | 'whmcs_product_id', except: number | null): CustomRule {
  return (value) => {
    const taken = db.product.getAll().some((row) => row.id !== except && String(row[column]) === String(value));
    return taken ? `The ${column === 'name' ? 'name' : 'whmcs product id'} has already been taken.` : null;
  };
}

const twoDecimals: CustomRule = (value) => (/^\d+(\.\d{1,2})?$/.test(str(value)) ? null : 'The price field must have 0-2 decimal places.');

function settingsRules(except: number | null): Record<string, RuleSpec> {
  return {
    name: ['required', 'string', 'max:255', uniqueProduct('name', except)],
    description: 'nullable|string|max:2000',
    price: ['required', 'numeric', 'min:0', 'max:100000', twoDecimals],
    billing_cycle: `required|in:${Object.keys(CYCLE_MONTHS).join(',')}`,
    whmcs_product_id: ['nullable', 'integer', 'min:1', uniqueProduct('whmcs_product_id', except)],
    storage_gb: 'nullable|integer|min:0|max:1000000',
    max_streams: 'nullable|integer|min:1|max:100',
    ram_gb: 'nullable|integer|min:1|max:1024',
    trial_available: 'nullable|boolean',
    visible: 'nullable|boolean',
    active: 'nullable|boolean',
  };
}

const optionalInt = (value: unknown): number | null => (value === undefined || value === null ? null : Number(value));
const orderUrl = (whmcsId: number | null): string | null => (whmcsId === null ? null : `https://billing.${PLATFORM_DOMAIN}/cart.php?a=add&pid=${whmcsId}`);

/** The columns the settings set, from a valid body; flags left out of it keep `current`'s. */
function settingsOf(body: Input, current: ProductRow | null) {
  const whmcsId = optionalInt(body.whmcs_product_id);
  const flag = (value: unknown, fallback: boolean) => (value === undefined || value === null ? fallback : bool(value));
  return {
    name: str(body.name),
    description: optionalStr(body.description),
    price: Number(body.price).toFixed(2),
    billing_cycle: str(body.billing_cycle),
    whmcs_product_id: whmcsId,
    order_url: orderUrl(whmcsId),
    storage_gb: optionalInt(body.storage_gb),
    max_streams: optionalInt(body.max_streams),
    ram_gb: optionalInt(body.ram_gb),
    trial_available: flag(body.trial_available, current?.trial_available ?? false),
    hidden: !flag(body.visible, current ? !current.hidden : true),
    active: flag(body.active, current?.active ?? true),
  };
}

function plural(count: number, one: string, other: string): string {
  return `${count} ${count === 1 ? one : other}`;
}

const productHandlers = [
  route('get', '/api/admin/products')(({ request, url }) => {
    requireAdmin(request);
    const category = url.searchParams.get('category');
    const rows = db.product
      .getAll()
      .filter((row) => !category || row.category === category)
      .sort((a, b) => a.id - b.id);
    return { success: true, data: rows.map(toAdminProduct) };
  }),

  route('post', '/api/admin/products')(({ request, body }) => {
    requireAdmin(request);
    const category = categoryRow(typeof body.category === 'string' ? body.category : null);
    const knownCategory: CustomRule = () => (category ? null : 'The selected category is invalid.');
    const knownType: CustomRule = (value) => (!category || typeRow(category.key, str(value)) ? null : 'The selected type is invalid.');
    validate(body, { category: ['required', 'string', knownCategory], type: ['required', 'string', knownType], ...settingsRules(null) });
    const type = typeRow(category!.key, str(body.type))!;
    const currency = db.product.getAll()[0]?.currency ?? 'EUR';
    const row = db.product.create({
      id: nextId('product'),
      ...settingsOf(body, null),
      server_type: type.server_type,
      currency,
      audience: category!.audience,
      category: category!.key,
      type: type.key,
    });
    return { success: true, message: 'The product has been created', data: toAdminProduct(row) };
  }),

  // Before `/products/{id}`, which would otherwise take `categories` for an id.
  route('get', '/api/admin/products/categories')(({ request }) => {
    requireAdmin(request);
    const products = db.product.getAll();
    const categories = db.productCategory.getAll().sort((a, b) => a.position - b.position);
    return {
      success: true,
      data: categories.map((row) => ({
        key: row.key,
        name: row.name,
        description: row.description,
        products_count: products.filter((product) => product.category === row.key).length,
      })),
    };
  }),

  route('get', '/api/admin/products/categories/{category}/types')(({ request, params }) => {
    requireAdmin(request);
    const category = categoryRow(params.category ?? null);
    if (!category) throw notFound('Product category not found.');
    const types = db.productType
      .getAll()
      .filter((row) => row.category === category.key)
      .sort((a, b) => a.position - b.position);
    return {
      success: true,
      data: {
        category: { key: category.key, name: category.name, description: category.description },
        types: types.map((row) => ({
          key: row.key,
          name: row.name,
          description: row.description,
          server_type: isServerType(row.server_type) ? row.server_type : null,
          defaults: { storage_gb: row.storage_gb, max_streams: row.max_streams, ram_gb: row.ram_gb },
        })),
      },
    };
  }),

  route('get', '/api/admin/products/{id}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toAdminProduct(productOrFail(intParam(params, 'id'))) };
  }),

  route('post', '/api/admin/products/{id}/update')(({ request, params, body }) => {
    requireAdmin(request);
    const current = productOrFail(intParam(params, 'id'));
    validate(body, settingsRules(current.id));
    const settings = settingsOf(body, current);
    if (settings.name !== current.name) {
      db.server.updateMany({ where: { plan: { equals: current.name } }, data: { plan: settings.name } });
    }
    const row = db.product.update({ where: { id: { equals: current.id } }, data: settings })!;
    return { success: true, message: 'The product has been updated', data: toAdminProduct(row) };
  }),

  route('delete', '/api/admin/products/{id}')(({ request, params }) => {
    requireAdmin(request);
    const product = productOrFail(intParam(params, 'id'));
    const services = servicesOf(product).length;
    if (services > 0) {
      throw conflict(`${product.name} is still used by ${plural(services, 'service', 'services')}. Move them to another product before deleting it.`);
    }
    db.productPrice.deleteMany({ where: { product_id: { equals: product.id } } });
    db.productFeature.deleteMany({ where: { product_id: { equals: product.id } } });
    for (const promo of db.promoCode.getAll().filter((row) => row.product_ids.includes(product.id))) {
      db.promoCode.update({ where: { code: { equals: promo.code } }, data: { product_ids: promo.product_ids.filter((id) => id !== product.id) } });
    }
    for (const key of db.inviteKey.getAll().filter((row) => row.product_ids.includes(product.id))) {
      db.inviteKey.update({ where: { key: { equals: key.key } }, data: { product_ids: key.product_ids.filter((id) => id !== product.id) } });
    }
    db.product.delete({ where: { id: { equals: product.id } } });
    return { success: true, message: 'The product has been deleted' };
  }),
];

// ---------------------------------------------------------------- services

const DAY = 24 * 60 * 60 * 1000;

/** The first renewal after today, counted in whole cycles from the day the server was ordered (UTC calendar days). */
function nextDueDate(createdAt: string, cycle: BillingCycle, at = now()): string {
  const start = new Date(createdAt);
  const today = Math.floor(at / DAY) * DAY;
  const months = CYCLE_MONTHS[cycle];
  for (let step = 1; ; step += 1) {
    const due = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + step * months, start.getUTCDate());
    if (due > today) return new Date(due).toISOString().slice(0, 10);
  }
}

function toAdminService(server: ServerRow): AdminService {
  const base = toServer(server);
  const owner = db.user.findFirst({ where: { id: { equals: server.user_id } } });
  const node = db.node.findFirst({ where: { id: { equals: server.node_id } } });
  const product = productOf(server);
  const cycle = product && isCycle(product.billing_cycle) ? product.billing_cycle : null;
  return {
    id: base.id,
    name: base.name,
    type: base.type,
    status: base.status,
    url: base.url,
    user: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
    node: node ? { id: node.id, name: node.alias } : null,
    product: product ? { id: product.id, name: product.name } : null,
    billing_cycle: cycle,
    next_due_date: cycle ? nextDueDate(server.created_at, cycle) : null,
    created_at: base.created_at,
  };
}

const SORTABLE = ['name', 'created_at', 'status'] as const;

const serviceHandlers = [
  route('get', '/api/admin/services')(({ request, url }) => {
    requireAdmin(request);
    const query = url.searchParams;
    const perPage = intQuery(url, 'perpage', 25, { max: 100 });
    const search = (query.get('search') ?? '').trim().toLowerCase();
    const type = SERVER_TYPES.find((candidate) => candidate === query.get('type'));
    const status = SERVER_STATUSES.find((candidate) => candidate === query.get('status'));
    const node = query.has('node') ? intQuery(url, 'node', 0, { min: 0 }) : null;
    const user = query.has('user') ? intQuery(url, 'user', 0, { min: 0 }) : null;
    const column = SORTABLE.find((candidate) => candidate === query.get('sortColumn')) ?? 'created_at';
    const direction = query.get('sortDirection') === 'asc' ? 1 : -1;

    const services = db.server
      .getAll()
      .filter((server) => (!type || server.type === type) && (!status || server.status === status))
      .filter((server) => (node === null || server.node_id === node) && (user === null || server.user_id === user))
      .map(toAdminService)
      .filter((service) => {
        if (!search) return true;
        const fields = [service.name, service.url, service.user?.name, service.user?.email, service.node?.name, service.product?.name, String(service.id)];
        return fields.some((field) => field?.toLowerCase().includes(search));
      })
      .sort((a, b) => {
        const left = a[column] ?? '';
        const right = b[column] ?? '';
        return direction * (left.localeCompare(right) || a.id - b.id);
      });

    const total = services.length;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = intQuery(url, 'page', 1);
    return {
      success: true,
      data: services.slice((page - 1) * perPage, page * perPage),
      meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
    };
  }),

  route('get', '/api/admin/services/filters')(({ request }) => {
    requireAdmin(request);
    const nodes = db.node.getAll().sort((a, b) => a.alias.localeCompare(b.alias));
    return { success: true, data: { nodes: nodes.map((row) => ({ id: row.id, name: row.alias })) } };
  }),
];

/** The admin's products (their catalog of categories and types) and every customer's service. */
export const adminCatalogHandlers = [...productHandlers, ...serviceHandlers];
