import { nullable, primaryKey } from '@mswjs/data';
import { flag, text } from '../columns.ts';

/**
 * The portal's own mail templates (their defaults live in code, `mail-templates.ts`; a row holds
 * what an admin made of one), and what the Kronos API knows of each client of `apiClient` beyond
 * its name: a hash of its secret, never the secret itself.
 */
export const integrationCommsModels = {
  mailTemplate: {
    key: primaryKey(String),
    subject: text,
    body: text,
    customized: flag,
    updated_at: nullable<string>(() => null),
  },
  apiClientDetail: {
    client_id: primaryKey(Number),
    secret_hash: text,
    secret_hint: text,
    url: nullable<string>(() => null),
    reseller_id: nullable<number>(() => null),
    created_at: nullable<string>(() => null),
    last_used_at: nullable<string>(() => null),
  },
};
