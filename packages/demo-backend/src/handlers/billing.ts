import { db } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow, isPast } from '#lib/clock.ts';
import { conflict, notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { optionalStr, str, validate } from '#lib/validation.ts';
import { requireUser } from '#model/auth.ts';
import { isServerType, TYPE_LABEL } from '#model/servers.ts';
import {
  billingSystemUrl,
  CYCLE_LABEL,
  fromCents,
  INVOICE_STATUSES,
  invoicesOf,
  invoiceStatus,
  invoiceTotals,
  isBillingCycle,
  pricesOf,
  requireInvoiceAccess,
  requireOrderAccess,
  requireShopAccess,
  shopCategories,
  shopProductRows,
  shopRules,
  toCents,
  toInvoice,
  toInvoiceDetail,
  VAT_RATE,
} from '#model/billing.ts';

const DEFAULT_PER_PAGE = 10;

export const billingHandlers = [
  route('get', '/api/customer/invoices')(({ request, url }) => {
    const user = requireUser(request);
    requireInvoiceAccess(user);
    const status = url.searchParams.get('status')?.trim() || null;
    validate({ status }, { status: `nullable|string|in:${INVOICE_STATUSES.join(',')}` });
    const perPage = intQuery(url, 'perpage', DEFAULT_PER_PAGE, { max: 100 });
    const page = intQuery(url, 'page', 1);
    const matching = invoicesOf(user).filter((row) => status === null || invoiceStatus(row) === status);
    return {
      success: true,
      data: matching.slice((page - 1) * perPage, page * perPage).map(toInvoice),
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(matching.length / perPage)), per_page: perPage, total: matching.length },
    };
  }),

  route('get', '/api/customer/invoices/{invoice}')(({ request, params }) => {
    const user = requireUser(request);
    requireInvoiceAccess(user);
    const id = intParam(params, 'invoice');
    const row = db.invoice.findFirst({ where: { id: { equals: id } } });
    if (!row || row.user_id !== user.id) throw notFound();
    return { success: true, data: toInvoiceDetail(row) };
  }),

  route('get', '/api/customer/shop/products')(({ request }) => {
    requireShopAccess(requireUser(request));
    return { success: true, data: shopCategories() };
  }),

  route('post', '/api/customer/shop/order')(({ request, body }) => {
    const user = requireUser(request);
    requireOrderAccess(user);
    validate(body, {
      product_id: 'required|integer',
      billing_cycle: 'required|string|in:monthly,quarterly,semiannually,annually',
      promo_code: 'nullable|string|max:32',
    });

    const wanted = db.product.findFirst({ where: { id: { equals: Number(body.product_id) } } });
    if (wanted && wanted.audience === 'customer' && wanted.active && !shopRules().sold(wanted.server_type)) {
      const type = isServerType(wanted.server_type) ? TYPE_LABEL[wanted.server_type] : wanted.server_type;
      throw validationFailed({ product_id: [`${type} servers are not sold at the moment.`] });
    }
    const product = shopProductRows().find((row) => row.id === Number(body.product_id));
    if (!product) throw validationFailed({ product_id: ['The selected product id is invalid.'] });
    // The `in` rule above has made sure of the cycle; this narrows its type.
    const cycle = str(body.billing_cycle);
    if (!isBillingCycle(cycle)) throw validationFailed({ billing_cycle: ['The selected billing cycle is invalid.'] });
    const price = pricesOf(product).find((candidate) => candidate.billing_cycle === cycle);
    const errors: Record<string, string[]> = {};
    if (!price) errors.billing_cycle = [`${product.name} cannot be ordered ${CYCLE_LABEL[cycle]}.`];
    const code = optionalStr(body.promo_code)?.toUpperCase() ?? null;
    const promo = code ? db.promoCode.findFirst({ where: { code: { equals: code } } }) : null;
    if (code && !promo) errors.promo_code = ['The promo code is not valid.'];
    else if (promo && isPast(promo.expires_at)) errors.promo_code = ['The promo code has expired.'];
    else if (promo && promo.product_ids.length > 0 && !promo.product_ids.includes(product.id)) errors.promo_code = [`The promo code is not valid for ${product.name}.`];
    if (!price || Object.keys(errors).length > 0) throw validationFailed(errors);

    const base = billingSystemUrl();
    if (!base) throw conflict('Orders cannot be placed while the billing system is not set up.');

    const invoiceId = nextId('invoice');
    const now = isoNow();
    db.invoice.create({
      id: invoiceId,
      user_id: user.id,
      number: `MD-${invoiceId}`,
      status: 'unpaid',
      currency: product.currency,
      tax_rate: VAT_RATE,
      credit: '0.00',
      payment_method: null,
      issued_at: now,
      due_at: now,
      paid_at: null,
    });
    let lineId = nextId('invoiceLine');
    db.invoiceLine.create({ id: lineId, invoice_id: invoiceId, description: `${product.name} (${CYCLE_LABEL[cycle]})`, amount: price.price });
    if (promo) {
      lineId += 1;
      const discount = Math.round((toCents(price.price) * promo.percent_off) / 100);
      db.invoiceLine.create({ id: lineId, invoice_id: invoiceId, description: `Promo code ${promo.code} (${promo.percent_off} % off)`, amount: fromCents(-discount) });
    }
    const orderId = nextId('shopOrder');
    db.shopOrder.create({ id: orderId, user_id: user.id, product_id: product.id, billing_cycle: cycle, promo_code: promo?.code ?? null, invoice_id: invoiceId, created_at: now });

    const invoice = db.invoice.findFirst({ where: { id: { equals: invoiceId } } });
    const total = invoice ? invoiceTotals(invoice).total : 0;
    return {
      success: true,
      message: `Order ${orderId} for ${product.name} has been placed. Pay invoice MD-${invoiceId} to have it set up.`,
      data: {
        order_id: orderId,
        invoice_id: invoiceId,
        checkout_url: `${base}/viewinvoice.php?id=${invoiceId}`,
        total: fromCents(total),
        currency: product.currency,
      },
    };
  }),
];
