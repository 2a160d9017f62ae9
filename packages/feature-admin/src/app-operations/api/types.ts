import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type SupportSettings = Schemas['AdminSupportSettings'];
export type SupportSettingsInput = Schemas['AdminSupportSettingsInput'];
export type TicketPriority = Schemas['AdminTicketPriority'];
export type AttachmentExtension = Schemas['AdminAttachmentExtension'];
export type FeatureToggles = Schemas['AdminFeatureToggles'];
export type FeatureTogglesInput = Schemas['AdminFeatureTogglesInput'];
export type ProductSettings = Schemas['AdminProductSettings'];
export type ProductSettingsInput = Schemas['AdminProductSettingsInput'];
export type ProductTypeSettings = Schemas['AdminProductTypeSettings'];
export type ProductChoice = Schemas['AdminProductSettingsChoice'];
export type ShopOrder = Schemas['AdminShopOrder'];
export type ServerType = Schemas['ServerType'];
export type ExportJob = Schemas['AdminExportJob'];
export type ExportKind = Schemas['AdminExportKind'];
export type ExportStatus = Schemas['AdminExportStatus'];
export type ExportInput = Schemas['AdminExportInput'];
export type ExportFilters = Schemas['AdminExportFilters'];
