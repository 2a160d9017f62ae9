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
export type RequestLounge = Schemas['RequestLounge'];
export type MediaItem = Schemas['MediaItem'];
export type Node = Schemas['Node'];
export type UptimeMonitor = Schemas['UptimeMonitor'];
export type Product = Schemas['Product'];
export type InviteKeyInfo = Schemas['InviteKeyInfo'];
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
