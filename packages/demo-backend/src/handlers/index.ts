import type { HttpHandler } from 'msw';
import { dispatchInOrder } from '#lib/route.ts';
import { adminIntegrationHandlers } from './admin-integrations.ts';
import { adminNodePageHandlers } from './admin-node-pages.ts';
import { adminNodeHandlers } from './admin-nodes.ts';
import { adminUserHandlers } from './admin-users.ts';
import { adminHandlers } from './admin.ts';
import { billingHandlers } from './billing.ts';
import { customerServerHandlers } from './customer-servers.ts';
import { customerSettingsHandlers } from './customer-settings.ts';
import { notificationHandlers } from './notifications.ts';
import { beforeEveryCall } from './platform.ts';
import { featureGateHandlers } from './feature-gates.ts';
import { plexToolExtraHandlers } from './plex-tools-extra.ts';
import { plexToolHandlers } from './plex-tools.ts';
import { communityHandlers } from './community.ts';
import { requestLoungeHandlers } from './request-lounge.ts';
import { resellerHandlers } from './reseller.ts';
import { resellerShopHandlers } from './reseller-shop.ts';
import { serverSectionHandlers } from './server-sections.ts';
import { sessionHandlers } from './session.ts';
import { setupWizardHandlers } from './setup-wizard.ts';
import { statusHandlers } from './status.ts';
import { supportHandlers } from './support.ts';
import { systemHandlers } from './system.ts';
import { tvScheduleHandlers } from './tv-schedule.ts';
import { adminTrialHandlers } from './admin-trials.ts';
import { adminProcessHandlers } from './admin-processes.ts';
import { adminCatalogHandlers } from './admin-catalog.ts';
import { adminManualBillingHandlers } from './admin-manual-billing.ts';
import { adminSupportHandlers } from './admin-support.ts';
import { adminMessagingHandlers } from './admin-messaging.ts';
import { adminRequestHandlers } from './admin-requests.ts';
import { adminRequestSetupHandlers } from './admin-request-setup.ts';
import { adminRequestStatsHandlers } from './admin-request-stats.ts';
import { adminAppManagementHandlers } from './admin-app-management.ts';
import { adminUserInteractionHandlers } from './admin-user-interaction.ts';
import { customerMessageHandlers } from './customer-messages.ts';
import { adminAppOperationHandlers } from './admin-app-operations.ts';
import { adminIntegrationSettingHandlers } from './admin-integration-settings.ts';
import { adminMetricsHandlers } from './admin-metrics.ts';
import { adminIntegrationCommsHandlers } from './admin-integration-comms.ts';
import { adminIntegrationDockerHandlers } from './admin-integration-docker.ts';
import { adminStorageHandlers } from './admin-storage.ts';
import { adminAutomationHandlers } from './admin-automations.ts';
import { moderatorTicketHandlers } from './moderator-tickets.ts';
import { resellerWhmcsHandlers } from './reseller-whmcs.ts';
import { resellerProductHandlers } from './reseller-products.ts';
// pnpm gen screen: handler imports above this line

/** Every call of the API document, answered from the demo data: a handler per call, in the order msw tries them. */
export const handlersOneByOne: HttpHandler[] = [
  beforeEveryCall,
  ...featureGateHandlers,
  ...sessionHandlers,
  ...systemHandlers,
  ...notificationHandlers,
  ...customerServerHandlers,
  ...customerSettingsHandlers,
  ...serverSectionHandlers,
  ...plexToolHandlers,
  ...plexToolExtraHandlers,
  ...communityHandlers,
  ...requestLoungeHandlers,
  ...adminHandlers,
  ...adminUserHandlers,
  ...adminNodeHandlers,
  ...adminNodePageHandlers,
  ...adminIntegrationHandlers,
  ...setupWizardHandlers,
  ...resellerHandlers,
  ...resellerShopHandlers,
  ...billingHandlers,
  ...supportHandlers,
  ...tvScheduleHandlers,
  ...statusHandlers,
  ...adminTrialHandlers,
  ...adminProcessHandlers,
  ...adminCatalogHandlers,
  ...adminManualBillingHandlers,
  ...adminSupportHandlers,
  ...adminMessagingHandlers,
  ...adminRequestHandlers,
  ...adminRequestSetupHandlers,
  ...adminRequestStatsHandlers,
  ...adminAppManagementHandlers,
  ...adminUserInteractionHandlers,
  ...customerMessageHandlers,
  ...adminAppOperationHandlers,
  ...adminIntegrationSettingHandlers,
  ...adminStorageHandlers,
  ...adminMetricsHandlers,
  ...adminIntegrationCommsHandlers,
  ...adminIntegrationDockerHandlers,
  ...adminAutomationHandlers,
  ...moderatorTicketHandlers,
  ...resellerWhmcsHandlers,
  ...resellerProductHandlers,
  // pnpm gen screen: handlers above this line
];

/** The same handlers for msw, the calls' own matched in one pass rather than one handler at a time (`dispatchInOrder`). */
export const handlers: HttpHandler[] = dispatchInOrder(handlersOneByOne);
