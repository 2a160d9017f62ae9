import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { AutomationOperator } from '../api/types.ts';

/**
 * The portal's words for the catalogue's ids. The backend sends ids only; an id the portal does not
 * know yet reads as itself made readable (`readableId`).
 */
export const TRIGGER_LABELS: Record<string, MessageDescriptor> = {
  'node.offline': msg`A node goes offline`,
  'node.disk_full': msg`A node’s disk fills up`,
  'server.stopped': msg`A server stops`,
  'transcode.limit_exceeded': msg`A server exceeds its transcode limit`,
  'ticket.opened': msg`A ticket is opened`,
  'payment.overdue': msg`A payment is overdue`,
  'trial.ends': msg`A trial ends`,
};

export const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'node.restart': msg`Restart the node`,
  'server.restart': msg`Restart the server`,
  'server.suspend': msg`Suspend the server`,
  'email.customer': msg`Send an e-mail to the customer`,
  'email.admins': msg`Send an e-mail to the admins`,
  'discord.post': msg`Post to a Discord channel`,
  'ticket.open': msg`Open a ticket`,
  'script.run': msg`Run a node script`,
};

/** Parameters of triggers and actions, as form labels. */
export const PARAM_LABELS: Record<string, MessageDescriptor> = {
  node: msg`Node`,
  percent: msg`Disk usage above (%)`,
  limit: msg`Transcodes at once`,
  priority: msg`Priority`,
  days: msg`Days overdue`,
  days_before: msg`Days before the trial ends`,
  subject: msg`E-mail subject`,
  channel: msg`Discord channel`,
  script: msg`Node script`,
};

/** The fields a condition can test, as the condition's field select shows them. */
export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  offline_minutes: msg`Minutes offline`,
  stopped_minutes: msg`Minutes stopped`,
  servers_on_node: msg`Servers on the node`,
  location: msg`Location`,
  server_type: msg`Server type`,
  node: msg`Node`,
  times_today: msg`Times today`,
  department: msg`Department`,
  subject: msg`Subject`,
  amount: msg`Amount due`,
  invoices_overdue: msg`Overdue invoices`,
};

/** The same fields inside a sentence: "the location is …". */
export const FIELD_NOUNS: Record<string, MessageDescriptor> = {
  servers_on_node: msg`the number of servers on the node`,
  location: msg`the node’s location`,
  server_type: msg`the server type`,
  node: msg`the node`,
  times_today: msg`the number of times today`,
  department: msg`the department`,
  subject: msg`the subject`,
  amount: msg`the amount due`,
  invoices_overdue: msg`the number of overdue invoices`,
  offline_minutes: msg`the minutes offline`,
  stopped_minutes: msg`the minutes stopped`,
};

export const OPERATOR_LABELS: Record<AutomationOperator, MessageDescriptor> = {
  is: msg`is`,
  is_not: msg`is not`,
  more_than: msg`is more than`,
  less_than: msg`is less than`,
  contains: msg`contains`,
};

/** Options the portal words (the others carry their name from the data). */
export const OPTION_LABELS: Record<string, MessageDescriptor> = {
  low: msg`Low`,
  medium: msg`Medium`,
  high: msg`High`,
  urgent: msg`Urgent`,
};

/** Priorities inside a sentence: "with urgent priority". */
export const PRIORITY_WORDS: Record<string, MessageDescriptor> = {
  low: msg`low`,
  medium: msg`medium`,
  high: msg`high`,
  urgent: msg`urgent`,
};

export const conditionPhrase = (operator: AutomationOperator, field: string, value: string): MessageDescriptor => {
  switch (operator) {
    case 'is':
      return msg`${field} is ${value}`;
    case 'is_not':
      return msg`${field} is not ${value}`;
    case 'more_than':
      return msg`${field} is more than ${value}`;
    case 'less_than':
      return msg`${field} is less than ${value}`;
    default:
      return msg`${field} contains ${value}`;
  }
};

/** Conditions that read better in their own words than as "field operator value". */
export function specialCondition(field: string, operator: AutomationOperator, count: number): MessageDescriptor | null {
  if (field === 'offline_minutes' && operator === 'more_than') return msg`it has been offline for more than ${plural(count, { one: '# minute', other: '# minutes' })}`;
  if (field === 'offline_minutes' && operator === 'less_than') return msg`it has been offline for less than ${plural(count, { one: '# minute', other: '# minutes' })}`;
  if (field === 'stopped_minutes' && operator === 'more_than') return msg`it has been stopped for more than ${plural(count, { one: '# minute', other: '# minutes' })}`;
  if (field === 'stopped_minutes' && operator === 'less_than') return msg`it has been stopped for less than ${plural(count, { one: '# minute', other: '# minutes' })}`;
  if (field === 'times_today' && operator === 'more_than') return msg`it happened more than ${plural(count, { one: '# time', other: '# times' })} today`;
  return null;
}

/** A trigger inside a sentence, with its parameters as they read. */
export function triggerPhrase(id: string, params: { node?: string; percent?: number; limit?: number; priority?: string; days?: number; days_before?: number }): MessageDescriptor | null {
  switch (id) {
    case 'node.offline':
      return params.node ? msg`node ${params.node} goes offline` : msg`a node goes offline`;
    case 'node.disk_full':
      return params.percent === undefined ? msg`a node’s disk fills up` : msg`a node’s disk is more than ${params.percent}% full`;
    case 'server.stopped':
      return msg`a server stops`;
    case 'transcode.limit_exceeded':
      return params.limit === undefined
        ? msg`a server exceeds its transcode limit`
        : msg`a server runs more than ${plural(params.limit, { one: '# transcode', other: '# transcodes' })} at once`;
    case 'ticket.opened':
      return params.priority ? msg`a ticket is opened with ${params.priority} priority` : msg`a ticket is opened`;
    case 'payment.overdue':
      return params.days === undefined ? msg`a payment is overdue` : msg`a payment is ${plural(params.days, { one: '# day', other: '# days' })} overdue`;
    case 'trial.ends':
      return !params.days_before ? msg`a trial ends` : msg`a trial ends in ${plural(params.days_before, { one: '# day', other: '# days' })}`;
    default:
      return null;
  }
}

/** An action inside a sentence, with its parameters as they read. */
export function actionPhrase(id: string, params: { subject?: string; channel?: string; priority?: string; script?: string }): MessageDescriptor | null {
  switch (id) {
    case 'node.restart':
      return msg`restart the node`;
    case 'server.restart':
      return msg`restart the server`;
    case 'server.suspend':
      return msg`suspend the server`;
    case 'email.customer':
      return params.subject ? msg`e-mail the customer “${params.subject}”` : msg`e-mail the customer`;
    case 'email.admins':
      return params.subject ? msg`e-mail the admins “${params.subject}”` : msg`e-mail the admins`;
    case 'discord.post':
      return params.channel ? msg`post to Discord channel ${params.channel}` : msg`post to a Discord channel`;
    case 'ticket.open':
      return params.priority ? msg`open a ticket with ${params.priority} priority` : msg`open a ticket`;
    case 'script.run':
      return params.script ? msg`run the node script “${params.script}”` : msg`run a node script`;
    default:
      return null;
  }
}

export const SENTENCE = {
  plain: (trigger: string, actions: string) => msg`When ${trigger}, ${actions}.`,
  withConditions: (trigger: string, conditions: string, actions: string) => msg`When ${trigger} and ${conditions}, ${actions}.`,
  noActions: (trigger: string) => msg`When ${trigger}, nothing happens yet.`,
  noActionsWithConditions: (trigger: string, conditions: string) => msg`When ${trigger} and ${conditions}, nothing happens yet.`,
  noTrigger: msg`Choose a trigger to start the sentence.`,
  /** The last two rows of a list: "restart the node, e-mail the admins and post to …". */
  list: (first: string, last: string) => msg`${first} and ${last}`,
};

/** `node.disk_full` → "node disk full": an id the portal has no words for yet, still readable. */
export const readableId = (id: string): string => id.replace(/[._-]+/g, ' ').trim();
