import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type AdminMediaRequest = Schemas['AdminMediaRequest'];
export type AdminMediaReport = Schemas['AdminMediaReport'];
export type AdminMediaReportStatus = Schemas['AdminMediaReportStatus'];
export type AdminRequestsOverview = Schemas['AdminRequestsOverview'];
export type LoungeRequestStatus = Schemas['LoungeRequestStatus'];
export type LoungeReportIssue = Schemas['LoungeReportIssue'];
export type RequestType = 'movie' | 'show';
