import type { components } from '@portal/api-client';
import { db } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow } from '#lib/clock.ts';
import { conflict, forbidden, validationFailed } from '#lib/http-error.ts';
import { route } from '#lib/route.ts';
import { str, validate } from '#lib/validation.ts';
import { requireReseller } from '#model/auth.ts';
import { billingSystemUrl, CYCLE_LABEL, fromCents, isBillingCycle, toCents, VAT_RATE } from '#model/billing.ts';

type Schemas = components['schemas'];
type ItemRow = ReturnType<typeof db.resellerShopItem.getAll>[number];
type Cycle = 'monthly' | 'quarterly' | 'annually';

const CYCLES: readonly Cycle[] = ['monthly', 'quarterly', 'annually'];

/** The billing currency: the one the platform's reseller products are priced in. */
function billingCurrency(): string {
  return db.product.getAll().find((product) => product.audience === 'reseller')?.currency ?? 'EUR';
}

const pricesOf = (row: ItemRow): Schemas['ShopPrice'][] =>
  CYCLES.flatMap((cycle) => {
    const price = row[cycle];
    return price === null ? [] : [{ billing_cycle: cycle, price }];
  });

function toItem(row: ItemRow): Schemas['ResellerShopItem'] {
  return {
    id: row.id,
    kind: row.kind === 'node' ? 'node' : 'capacity',
    name: row.name,
    description: row.description,
    cpu_cores: row.cpu_cores,
    ram_gb: row.ram_gb,
    disk_gb: row.disk_gb,
    server_slots: row.server_slots,
    location: row.location,
    prices: pricesOf(row),
    ...(row.recommended ? { recommended: true } : {}),
  };
}

const items = (): ItemRow[] =>
  db.resellerShopItem
    .getAll()
    .filter((row) => pricesOf(row).length > 0)
    .sort((a, b) => a.position - b.position);

/** The reseller shop: what the platform sells to resellers, and the order that leads to the billing system's cart. */
export const resellerShopHandlers = [
  route('get', '/api/reseller/shop')(({ request }) => {
    const user = requireReseller(request);
    return { success: true, data: { currency: billingCurrency(), can_order: user.is_reseller, items: items().map(toItem) } };
  }),

  route('post', '/api/reseller/shop/order')(({ request, body }) => {
    const user = requireReseller(request);
    if (!user.is_reseller) throw forbidden('Only the reseller who runs the node can place orders.');
    validate(body, {
      product_id: 'required|integer',
      billing_cycle: 'required|string|in:monthly,quarterly,semiannually,annually',
    });
    const item = items().find((row) => row.id === Number(body.product_id));
    if (!item) throw validationFailed({ product_id: ['The selected product id is invalid.'] });
    const cycle = str(body.billing_cycle);
    const price = pricesOf(item).find((candidate) => candidate.billing_cycle === cycle);
    if (!price) {
      const when = isBillingCycle(cycle) ? CYCLE_LABEL[cycle] : cycle;
      throw validationFailed({ billing_cycle: [`${item.name} cannot be ordered ${when}.`] });
    }

    const base = billingSystemUrl();
    if (!base) throw conflict('Orders cannot be placed while the billing system is not set up.');

    const orderId = nextId('resellerShopOrder');
    db.resellerShopOrder.create({ id: orderId, user_id: user.id, item_id: item.id, billing_cycle: cycle, created_at: isoNow() });
    const total = fromCents(Math.round((toCents(price.price) * (100 + VAT_RATE)) / 100));
    const currency = billingCurrency();
    const checkout = new URL(`${base}/cart.php`);
    checkout.search = new URLSearchParams({ a: 'add', pid: String(item.whmcs_product_id), billingcycle: cycle, ref: `R${orderId}` }).toString();
    return {
      success: true,
      message: `Order ${orderId} for ${item.name} has been placed. Pay it at the checkout to have it set up.`,
      data: { order_id: orderId, checkout_url: checkout.toString(), total, currency },
    };
  }),
];
