import { nullable, primaryKey } from '@mswjs/data';
import { flag, text } from '../columns.ts';

/**
 * One row per service the platform talks to (`INTEGRATION_KEYS` of `#model/integrations.ts`): its
 * settings, its secrets and the outcome of its last connection check. Values and secrets are JSON
 * objects kept as text, so every row stays flat; secrets never leave the backend.
 */
export const integrationModels = {
  integration: {
    key: primaryKey(String),
    /** JSON object of the settings an admin may read back. */
    values: text,
    /** JSON object of write-only settings (tokens, passwords, keys). */
    secrets: text,
    configured: flag,
    enabled: flag,
    checked_at: nullable<string>(() => null),
    healthy: nullable<boolean>(() => null),
    message: nullable<string>(() => null),
    updated_at: nullable<string>(() => null),
  },
};
