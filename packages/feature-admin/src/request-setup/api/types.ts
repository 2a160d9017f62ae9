import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type RequestRules = Schemas['AdminRequestRules'];
export type UhdAudience = Schemas['AdminUhdAudience'];
export type RequestOverride = Schemas['AdminRequestOverride'];
export type Contribution = Schemas['AdminContribution'];
export type Contributor = Schemas['AdminContributor'];
export type ContributionTotals = Schemas['AdminContributionTotals'];
export type LibraryMap = Schemas['AdminLibraryMap'];
export type RequestType = LibraryMap['request_type'];
export type ServerType = LibraryMap['server_type'];
export type MediaType = Schemas['AdminMediaType'];
export type MediaTypeInput = Schemas['AdminMediaTypeInput'];
export type RequestSettings = Schemas['AdminRequestSettings'];
