import { db, type UserRow } from '#db/database.ts';
import { notFound } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { requireUser } from '#model/auth.ts';
import { stateOf } from './admin-user-interaction.ts';

type Targeted = ReturnType<typeof db.customerAlert.getAll>[number] | ReturnType<typeof db.customerPopup.getAll>[number];

/** Whether a live message's audience takes in this user. */
function aimsAt(row: Targeted, user: UserRow): boolean {
  if (stateOf(row) !== 'live') return false;
  const servers = () => db.server.getAll().filter((server) => server.user_id === user.id);
  switch (row.audience) {
    case 'everybody':
      return true;
    case 'server-type':
      return servers().some((server) => server.type === row.server_type);
    case 'node':
      return servers().some((server) => server.node_id === row.node_id);
    case 'trial':
      return user.is_trial;
    case 'resellers':
      return user.is_reseller;
    case 'users':
      return row.user_ids.includes(user.id);
    default:
      return false;
  }
}

const oldestFirst = (a: Targeted, b: Targeted) => a.created_at.localeCompare(b.created_at) || a.id - b.id;

/** The customer's side of alerts, popups and dynamic content blocks. */
export const customerMessageHandlers = [
  route('get', '/api/customer/messages')(({ request }) => {
    const user = requireUser(request);
    return {
      success: true,
      data: {
        alerts: db.customerAlert
          .getAll()
          .filter((row) => aimsAt(row, user) && !row.dismissed_by.includes(user.id))
          .sort(oldestFirst)
          .map((row) => ({ id: row.id, text: row.text, level: row.level as 'info', link_url: row.link_url, link_text: row.link_text, dismissible: row.dismissible })),
        popups: db.customerPopup
          .getAll()
          .filter((row) => aimsAt(row, user) && !row.seen_by.includes(user.id))
          .sort(oldestFirst)
          .map((row) => ({ id: row.id, title: row.title, body: row.body, type: row.type as 'info', confirm_read: row.confirm_read })),
        blocks: db.contentBlock
          .getAll()
          .filter((row) => row.active)
          .sort((a, b) => a.id - b.id)
          .map((row) => ({ id: row.id, page: row.page, html: row.html })),
      },
    };
  }),

  route('post', '/api/customer/messages/alerts/{id}/dismiss')(({ request, params }) => {
    const user = requireUser(request);
    const row = db.customerAlert.findFirst({ where: { id: { equals: intParam(params, 'id') } } });
    if (!row || !row.dismissible) throw notFound('Alert not found.');
    if (!row.dismissed_by.includes(user.id)) db.customerAlert.update({ where: { id: { equals: row.id } }, data: { dismissed_by: [...row.dismissed_by, user.id] } });
    return { success: true };
  }),

  route('post', '/api/customer/messages/popups/{id}/seen')(({ request, params }) => {
    const user = requireUser(request);
    const row = db.customerPopup.findFirst({ where: { id: { equals: intParam(params, 'id') } } });
    if (!row) throw notFound('Popup not found.');
    if (!row.seen_by.includes(user.id)) db.customerPopup.update({ where: { id: { equals: row.id } }, data: { seen_by: [...row.seen_by, user.id] } });
    return { success: true };
  }),
];
