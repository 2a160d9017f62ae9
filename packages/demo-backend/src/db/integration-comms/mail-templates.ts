/** A variable a template may use, with the value the preview and the test mail put in its place. */
export interface MailVariable {
  name: string;
  description: string;
  sample: string;
}

export interface MailTemplateDefault {
  key: string;
  name: string;
  description: string;
  subject: string;
  body: string;
  variables: readonly MailVariable[];
}

const COMMON: readonly MailVariable[] = [
  { name: 'app_name', description: 'The name of the platform', sample: 'MediaDock' },
  { name: 'user_name', description: 'The name of the customer', sample: 'Emma Schneider' },
  { name: 'portal_url', description: 'The address of the portal', sample: 'https://mediadock.test/app' },
];

const wrap = (inner: string): string =>
  `<h1>{{ app_name }}</h1>\n${inner}\n<p>The {{ app_name }} team &middot; <a href="{{ portal_url }}">{{ portal_url }}</a></p>`;

/** The templates the platform sends, as they ship: "Reset to default" brings these back. */
export const MAIL_TEMPLATE_DEFAULTS: readonly MailTemplateDefault[] = [
  {
    key: 'welcome',
    name: 'Welcome',
    description: 'Sent when an account is created.',
    subject: 'Welcome to {{ app_name }}, {{ user_name }}',
    body: wrap('<p>Hi {{ user_name }},</p>\n<p>Your account is ready. Sign in with <strong>{{ user_email }}</strong> to order your first media server.</p>\n<p><a href="{{ portal_url }}">Open the portal</a></p>'),
    variables: [...COMMON, { name: 'user_email', description: 'The e-mail address of the account', sample: 'emma.schneider@example.com' }],
  },
  {
    key: 'password-reset',
    name: 'Password reset',
    description: 'Sent when someone asks to reset a password.',
    subject: 'Reset your {{ app_name }} password',
    body: wrap('<p>Hi {{ user_name }},</p>\n<p>Someone asked to reset the password of your account. The link works for {{ expires_in }}.</p>\n<p><a href="{{ reset_url }}">Choose a new password</a></p>\n<p>If it was not you, ignore this mail: your password stays as it is.</p>'),
    variables: [
      ...COMMON,
      { name: 'reset_url', description: 'The link to choose a new password', sample: 'https://mediadock.test/app/reset-password/8f2c1e' },
      { name: 'expires_in', description: 'How long the link works', sample: '60 minutes' },
    ],
  },
  {
    key: 'invoice',
    name: 'New invoice',
    description: 'Sent when an invoice is issued.',
    subject: 'Invoice {{ invoice_number }} from {{ app_name }}',
    body: wrap('<p>Hi {{ user_name }},</p>\n<p>Invoice <strong>{{ invoice_number }}</strong> of <strong>{{ invoice_total }}</strong> is due on {{ due_date }}.</p>\n<p><a href="{{ invoice_url }}">View and pay the invoice</a></p>'),
    variables: [
      ...COMMON,
      { name: 'invoice_number', description: 'The number of the invoice', sample: 'MD-2025-00412' },
      { name: 'invoice_total', description: 'The amount due, with its currency', sample: '€14.99' },
      { name: 'due_date', description: 'When the invoice is due', sample: '14 March 2025' },
      { name: 'invoice_url', description: 'The link to the invoice', sample: 'https://mediadock.test/app/invoices/412' },
    ],
  },
  {
    key: 'trial-ending',
    name: 'Trial ending',
    description: 'Sent a few days before a trial ends.',
    subject: 'Your {{ app_name }} trial ends in {{ days_left }} days',
    body: wrap('<p>Hi {{ user_name }},</p>\n<p>Your trial of <strong>{{ server_name }}</strong> ends on {{ trial_ends_at }}. Order a plan to keep your server, your libraries and your users.</p>\n<p><a href="{{ shop_url }}">Choose a plan</a></p>'),
    variables: [
      ...COMMON,
      { name: 'days_left', description: 'Days until the trial ends', sample: '3' },
      { name: 'trial_ends_at', description: 'When the trial ends', sample: '21 March 2025' },
      { name: 'server_name', description: 'The name of the trial server', sample: 'plex-emma-01' },
      { name: 'shop_url', description: 'The link to the shop', sample: 'https://mediadock.test/app/shop' },
    ],
  },
  {
    key: 'server-ready',
    name: 'Server ready',
    description: 'Sent when a new media server has been deployed.',
    subject: 'Your {{ server_type }} server {{ server_name }} is ready',
    body: wrap('<p>Hi {{ user_name }},</p>\n<p>Your {{ server_type }} server <strong>{{ server_name }}</strong> is up and running.</p>\n<ul>\n<li>Address: <a href="{{ server_url }}">{{ server_url }}</a></li>\n<li>Location: {{ node_location }}</li>\n</ul>\n<p>Claim it from the portal to add your libraries.</p>'),
    variables: [
      ...COMMON,
      { name: 'server_name', description: 'The name of the server', sample: 'plex-emma-01' },
      { name: 'server_type', description: 'Plex, Emby or Jellyfin', sample: 'Plex' },
      { name: 'server_url', description: 'The address of the server', sample: 'https://plex-emma-01.mediadock.test' },
      { name: 'node_location', description: 'Where the server runs', sample: 'Falkenstein, Germany' },
    ],
  },
  {
    key: 'ticket-reply',
    name: 'Ticket reply',
    description: 'Sent when support answers a ticket.',
    subject: 'Re: {{ ticket_subject }} [#{{ ticket_id }}]',
    body: wrap('<p>Hi {{ user_name }},</p>\n<p>{{ staff_name }} answered your ticket <strong>{{ ticket_subject }}</strong>:</p>\n<blockquote>{{ reply_excerpt }}</blockquote>\n<p><a href="{{ ticket_url }}">Read and answer</a></p>'),
    variables: [
      ...COMMON,
      { name: 'ticket_id', description: 'The number of the ticket', sample: '1042' },
      { name: 'ticket_subject', description: 'The subject of the ticket', sample: 'Buffering on 4K movies' },
      { name: 'staff_name', description: 'Who answered', sample: 'Lena Fischer' },
      { name: 'reply_excerpt', description: 'The start of the answer', sample: 'We moved your server to a node with more bandwidth; could you try again tonight?' },
      { name: 'ticket_url', description: 'The link to the ticket', sample: 'https://mediadock.test/app/support/tickets/1042' },
    ],
  },
  {
    key: 'payment-failed',
    name: 'Payment failed',
    description: 'Sent when a payment could not be taken.',
    subject: 'We could not take your payment for {{ invoice_number }}',
    body: wrap('<p>Hi {{ user_name }},</p>\n<p>The payment of <strong>{{ invoice_total }}</strong> for invoice {{ invoice_number }} failed. Your server stays online until {{ suspend_date }}.</p>\n<p><a href="{{ invoice_url }}">Update your payment method</a></p>'),
    variables: [
      ...COMMON,
      { name: 'invoice_number', description: 'The number of the invoice', sample: 'MD-2025-00412' },
      { name: 'invoice_total', description: 'The amount due, with its currency', sample: '€14.99' },
      { name: 'suspend_date', description: 'When the server is suspended', sample: '28 March 2025' },
      { name: 'invoice_url', description: 'The link to the invoice', sample: 'https://mediadock.test/app/invoices/412' },
    ],
  },
  {
    key: 'server-suspended',
    name: 'Server suspended',
    description: 'Sent when a server is suspended.',
    subject: '{{ server_name }} has been suspended',
    body: wrap('<p>Hi {{ user_name }},</p>\n<p>Your server <strong>{{ server_name }}</strong> has been suspended: {{ reason }}.</p>\n<p>Your data is kept for {{ retention_days }} days. <a href="{{ portal_url }}">Open the portal</a> to bring it back.</p>'),
    variables: [
      ...COMMON,
      { name: 'server_name', description: 'The name of the server', sample: 'plex-emma-01' },
      { name: 'reason', description: 'Why the server was suspended', sample: 'the invoice MD-2025-00412 is overdue' },
      { name: 'retention_days', description: 'How long the data is kept', sample: '14' },
    ],
  },
];

export const mailTemplateDefault = (key: string): MailTemplateDefault | undefined => MAIL_TEMPLATE_DEFAULTS.find((template) => template.key === key);

const VARIABLE = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

/** The names a text uses, `{{ name }}` with or without the spaces. */
export function variablesUsed(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1] ?? ''))];
}

/** The text with every known variable replaced by its sample; unknown ones stay as written. */
export function fillSamples(text: string, variables: readonly MailVariable[]): string {
  return text.replace(VARIABLE, (whole, name: string) => variables.find((variable) => variable.name === name)?.sample ?? whole);
}
