import type { components, paths } from '@portal/api-client';

type Schemas = components['schemas'];

/** What the server keeps of the set-up: which steps are done and what each holds. */
export type SetupState = Schemas['SetupState'];
export type SetupStepKey = Schemas['SetupStepKey'];
export type SetupStepStatus = Schemas['SetupStepStatus'];
export type BillingType = Schemas['BillingType'];
export type MailDriver = Schemas['MailDriver'];
export type WhmcsHook = Schemas['WhmcsHook'];

/** The JSON body a set-up call takes. */
export type SetupInput<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer Body } } } } ? Body : never;
