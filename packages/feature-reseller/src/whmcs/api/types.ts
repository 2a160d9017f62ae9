import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type WhmcsLink = Schemas['ResellerWhmcsLink'];
export type WhmcsCheck = Schemas['ResellerWhmcsCheck'];
export type WhmcsNode = Schemas['ResellerWhmcsNode'];
export type WhmcsService = Schemas['ResellerWhmcsService'];
export type WhmcsServiceStatus = Schemas['ResellerWhmcsServiceStatus'];
export type WhmcsContainer = Schemas['ResellerWhmcsContainer'];
export type WhmcsContainerDetail = Schemas['ResellerWhmcsContainerDetail'];
export type WhmcsInvite = Schemas['ResellerWhmcsInvite'];
export type WhmcsInviteStatus = Schemas['ResellerWhmcsInviteStatus'];
export type WhmcsMappingRow = Schemas['ResellerWhmcsMappingRow'];
export type WhmcsMapping = Schemas['ResellerWhmcsMapping'];
export type WhmcsAutoSetup = Schemas['ResellerWhmcsAutoSetup'];
export type WhmcsRemoteProduct = Schemas['ResellerWhmcsRemoteProduct'];

export interface WhmcsLinkInput {
  url: string;
  identifier: string;
  /** Only when the user typed a new one: the saved secret stays otherwise. */
  secret?: string;
}

export interface WhmcsMappingInput {
  whmcs_product_id: number | null;
  auto_setup: WhmcsAutoSetup;
  send_invite: boolean;
  streams_option: string | null;
}
