import type { components } from './generated/schema.ts';

type Schemas = components['schemas'];

/** The signed-in user, as the session keeps it. */
export type AuthUser = Schemas['AuthUser'];
/** A user as admins see and edit it. */
export type AdminUser = Schemas['AdminUser'];
export type Notification = Schemas['Notification'];
export type Announcement = Schemas['Announcement'];
/** A command run on a node. */
export type Process = Schemas['Process'];
export type SearchResult = Schemas['SearchResult'];
export type SystemSettings = Schemas['SystemSettings'];
export type ImageSetting = Schemas['ImageSetting'];
export type MenuData = Schemas['MenuData'];
export type ServerType = Schemas['ServerType'];
export type ServerStatus = Schemas['ServerStatus'];
export type Server = Schemas['Server'];
/** A server as admins see it, with its owner. */
export type AdminServer = Schemas['AdminServer'];
export type PingStatus = Schemas['PingStatus'];
export type ClaimStatus = Schemas['ClaimStatus'];
export type CdnSettings = Schemas['CdnSettings'];
export type Backup = Schemas['Backup'];
export type BackupGroups = Schemas['BackupGroups'];
export type Library = Schemas['Library'];
export type Libraries = Schemas['Libraries'];
export type Invite = Schemas['Invite'];
export type Invites = Schemas['Invites'];
export type InviteBackup = Schemas['InviteBackup'];
/** Plex tools: invites across the Plex account's servers, invite backups, sync, collections and scans. */
export type PlexToolsInvite = Schemas['PlexToolsInvite'];
export type PlexToolsInvites = Schemas['PlexToolsInvites'];
export type PlexToolsInviteBackup = Schemas['PlexToolsInviteBackup'];
export type PlexToolsInviteBackupDetail = Schemas['PlexToolsInviteBackupDetail'];
export type PlexToolsServer = Schemas['PlexToolsServer'];
export type PlexSyncWhat = Schemas['PlexSyncWhat'];
export type PlexSyncTarget = Schemas['PlexSyncTarget'];
export type PlexSyncRun = Schemas['PlexSyncRun'];
export type PlexSyncPair = Schemas['PlexSyncPair'];
export type PlexSyncOverview = Schemas['PlexSyncOverview'];
export type PlexCollection = Schemas['PlexCollection'];
export type PlexCollectionPreset = Schemas['PlexCollectionPreset'];
export type PlexCollections = Schemas['PlexCollections'];
export type PlexScan = Schemas['PlexScan'];
/** Community center: friends invited, community CDN nodes, mismatched-content reports. */
export type CommunityInvite = Schemas['CommunityInvite'];
export type CommunityInvites = Schemas['CommunityInvites'];
export type CommunityCdnNode = Schemas['CommunityCdnNode'];
export type CommunityCdn = Schemas['CommunityCdn'];
export type CommunityMismatchProblem = Schemas['CommunityMismatchProblem'];
export type CommunityMismatch = Schemas['CommunityMismatch'];
export type RequestLounge = Schemas['RequestLounge'];
export type MediaItem = Schemas['MediaItem'];
/** Request lounge: the weekly request quota, a user's request of a title, and the lounge's other lists. */
export type LoungeQuota = Schemas['LoungeQuota'];
export type LoungeRequestStatus = Schemas['LoungeRequestStatus'];
export type LoungeRequestInfo = Schemas['LoungeRequestInfo'];
export type LoungeRequestInput = Schemas['LoungeRequestInput'];
export type LoungeTopPlayed = Schemas['LoungeTopPlayed'];
export type LoungeReportIssue = Schemas['LoungeReportIssue'];
export type LoungeMediaReport = Schemas['LoungeMediaReport'];
export type LoungeMediaReportInput = Schemas['LoungeMediaReportInput'];
export type LoungeLostTitle = Schemas['LoungeLostTitle'];
export type Node = Schemas['Node'];
export type UptimeMonitor = Schemas['UptimeMonitor'];
export type Product = Schemas['Product'];
export type InviteKeyInfo = Schemas['InviteKeyInfo'];
/** Billing-system invoices and the shop (customer-billing). */
export type InvoiceStatus = Schemas['InvoiceStatus'];
export type Invoice = Schemas['Invoice'];
export type InvoiceLine = Schemas['InvoiceLine'];
export type InvoiceDetail = Schemas['InvoiceDetail'];
export type ShopBillingCycle = Schemas['ShopBillingCycle'];
export type ShopPrice = Schemas['ShopPrice'];
export type ShopProduct = Schemas['ShopProduct'];
export type ShopCategory = Schemas['ShopCategory'];
export type ShopOrderInput = Schemas['ShopOrderInput'];
export type ShopOrder = Schemas['ShopOrder'];
/** Trials: the trial settings and the products a trial can use. */
export type TrialSettings = Schemas['TrialSettings'];
/** Global docker variables. */
export type DockerVariable = Schemas['DockerVariable'];
/** API clients: clients, reseller panels and the API domain. */
export type ApiClients = Schemas['ApiClients'];
/** A chat-community guild with its roles and channels. */
export type ChatGuild = Schemas['ChatGuild'];
export type NamedRef = Schemas['NamedRef'];
/** Reseller: the reseller and their nodes. */
export type ResellerOverview = Schemas['ResellerOverview'];
export type AdminDashboard = Schemas['AdminDashboard'];
export type Popup = Schemas['Popup'];
export type PageMeta = Schemas['PageMeta'];
/** Request-lounge lists page with `append_to_result`. */
export type LoungeMeta = Schemas['LoungeMeta'];
export type SuccessEnvelope = Schemas['SuccessEnvelope'];
export type FailureEnvelope = Schemas['FailureEnvelope'];
/** The ticket count answer: success and count. */
export interface TicketCount {
  success: boolean;
  count: number;
}

/** Realtime event payloads. */
export type DeploymentEvent = Schemas['DeploymentEvent'];
export type ServerDeletedEvent = Schemas['ServerDeletedEvent'];
export type PortainerInstalledEvent = Schemas['PortainerInstalledEvent'];
export type TicketCountEvent = Schemas['TicketCountEvent'];
export type ServerEvent = Schemas['ServerEvent'];
export type NewNotificationEvent = Schemas['NewNotificationEvent'];

/** Auth state: the bearer token and, while impersonating, the key that returns to the admin. */
export interface AuthState {
  token: string | null;
  returnKey: string | null;
}
