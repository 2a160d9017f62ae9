import type { HttpHandler } from 'msw';
import { adminIntegrationHandlers } from './admin-integrations.ts';
import { adminNodeHandlers } from './admin-nodes.ts';
import { adminUserHandlers } from './admin-users.ts';
import { adminHandlers } from './admin.ts';
import { customerServerHandlers } from './customer-servers.ts';
import { notificationHandlers } from './notifications.ts';
import { beforeEveryCall } from './platform.ts';
import { plexToolHandlers } from './plex-tools.ts';
import { requestLoungeHandlers } from './request-lounge.ts';
import { resellerHandlers } from './reseller.ts';
import { sessionHandlers } from './session.ts';
import { setupWizardHandlers } from './setup-wizard.ts';
import { systemHandlers } from './system.ts';

/** Every call of the API document, answered from the demo data. */
export const handlers: HttpHandler[] = [
  beforeEveryCall,
  ...sessionHandlers,
  ...systemHandlers,
  ...notificationHandlers,
  ...customerServerHandlers,
  ...plexToolHandlers,
  ...requestLoungeHandlers,
  ...adminHandlers,
  ...adminUserHandlers,
  ...adminNodeHandlers,
  ...adminIntegrationHandlers,
  ...setupWizardHandlers,
  ...resellerHandlers,
];
