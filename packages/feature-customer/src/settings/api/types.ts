import type { components, paths } from '@portal/api-client';

type Schemas = components['schemas'];

export type SettingsProfile = Schemas['SettingsProfile'];
export type NotificationPreferences = Schemas['SettingsNotificationPreferences'];
export type ServerPreferences = Schemas['SettingsServerPreferences'];
export type ServerPreferencesInput = Schemas['SettingsServerPreferencesInput'];
export type Weekday = Schemas['SettingsWeekday'];
export type RemoteBitrate = Schemas['SettingsRemoteBitrate'];
export type SharedUser = Schemas['SettingsSharedUser'];
export type SharedServer = Schemas['SettingsSharedServer'];
export type CdnHostState = Schemas['SettingsCdnHostState'];
export type CdnHost = Schemas['SettingsCdnHost'];

/** The JSON body a settings call takes. */
export type SettingsInput<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer Body } } } } ? Body : never;
