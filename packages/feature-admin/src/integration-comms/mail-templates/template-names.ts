import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The portal's words for the templates it knows; a template it does not know shows the server's name. */
export const TEMPLATE_NAMES: Record<string, { name: MessageDescriptor; description: MessageDescriptor }> = {
  welcome: { name: msg`Welcome`, description: msg`Sent when an account is created.` },
  'password-reset': { name: msg`Password reset`, description: msg`Sent when someone asks to reset a password.` },
  invoice: { name: msg`New invoice`, description: msg`Sent when an invoice is issued.` },
  'trial-ending': { name: msg`Trial ending`, description: msg`Sent a few days before a trial ends.` },
  'server-ready': { name: msg`Server ready`, description: msg`Sent when a new media server has been deployed.` },
  'ticket-reply': { name: msg`Ticket reply`, description: msg`Sent when support answers a ticket.` },
  'payment-failed': { name: msg`Payment failed`, description: msg`Sent when a payment could not be taken.` },
  'server-suspended': { name: msg`Server suspended`, description: msg`Sent when a server is suspended.` },
};
