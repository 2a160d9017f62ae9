export { api, http, request, setApiBaseUrl } from './http/client.ts';
export type { ApiPath, HttpMethod, MultipartValue, Operation, OperationId, PathsWith, RequestOptions, SchemaOption, SuccessBody } from './http/types.ts';
export { ApiError, NetworkError, UnexpectedResponseError, fieldErrors, isApiError, isNetworkError, isUnexpectedResponseError } from './http/errors.ts';
export { downloadFile } from './http/download.ts';
export { apiEvents, createEmitter, type ApiEventMap, type Emitter } from './events.ts';
export { createStorage, COOKIE_DAYS, type KeyValueStorage } from './storage.ts';
export { sessionStore, rehydrateSession, STORAGE_KEYS, type SessionState } from './session/store.ts';
export { establishSession, login, logout, refreshUser, returnHome, startup, type Credentials } from './session/actions.ts';
export type { RestrictedRole, RouteAccess, RouteArea, RouteHandle } from './session/access.ts';
export { hasPlexTools, homePath, isAdmin, isBillingUser, isModerator, isReseller } from './session/roles.ts';
export { useCurrentUser, useIsAuthenticated, useSession, useSystemSettings } from './session/hooks.ts';
export { isSystemKey, sessionKeys, systemKeys } from './queries/keys.ts';
export { fetchSystemSettings, systemSettingsQuery } from './queries/system.ts';
export type * from './types.ts';
export type { components, operations, paths } from './generated/schema.ts';
export {
  COMMAND_LIMIT,
  SERVER_STATUS,
  SERVER_TYPE_LABELS,
  processTime,
  truncateCommand,
  type StatusTone,
} from './labels.ts';
export { safeHref, safeWebUrl } from './urls.ts';
export { isMatchReference } from './media-references.ts';
export { loadCatalog as loadApiClientCatalog } from './catalog.ts';
