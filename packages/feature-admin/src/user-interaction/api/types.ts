import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type AdminAlert = Schemas['AdminAlert'];
export type AdminAlertInput = Schemas['AdminAlertInput'];
export type AdminPopup = Schemas['AdminPopup'];
export type AdminPopupInput = Schemas['AdminPopupInput'];
export type AdminContentBlock = Schemas['AdminContentBlock'];
export type AdminContentBlockInput = Schemas['AdminContentBlockInput'];
export type AdminUserInteractionOverview = Schemas['AdminUserInteractionOverview'];
export type MessageAudience = Schemas['AdminMessageAudience'];
export type MessageState = Schemas['AdminMessageState'];
export type AlertLevel = Schemas['AlertLevel'];
export type PopupType = Schemas['PopupType'];
export type CustomerPageKey = Schemas['CustomerPageKey'];
export type TargetingInput = Schemas['AdminMessageTargetingInput'];
/** What alerts and popups share: whom they aim at and when. */
export type Targeted = AdminAlert | AdminPopup;
