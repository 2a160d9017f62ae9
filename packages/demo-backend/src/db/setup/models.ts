import { nullable, primaryKey } from '@mswjs/data';
import { count, text } from '../columns.ts';

/** The set-up wizard's progress and what it collects, and the WHMCS hooks it checks. */
export const setupModels = {
  /** The set-up wizard's progress and the settings it collects (one row, id `system`). */
  setup: {
    id: primaryKey(String),
    password_changed_at: nullable<string>(() => null),
    app_settings_saved_at: nullable<string>(() => null),
    portal_url: nullable<string>(() => null),
    support_email: nullable<string>(() => null),
    timezone: text,
    ssh_public_key: nullable<string>(() => null),
    ssh_fingerprint: nullable<string>(() => null),
    ssh_key_created_at: nullable<string>(() => null),
    billing_type: nullable<string>(() => null),
    whmcs_url: nullable<string>(() => null),
    whmcs_identifier: nullable<string>(() => null),
    whmcs_secret: nullable<string>(() => null),
    whmcs_verified_at: nullable<string>(() => null),
    mail_driver: nullable<string>(() => null),
    mail_from_address: nullable<string>(() => null),
    mail_from_name: nullable<string>(() => null),
    smtp_host: nullable<string>(() => null),
    smtp_port: nullable<number>(() => null),
    smtp_username: nullable<string>(() => null),
    smtp_password: nullable<string>(() => null),
    smtp_encryption: nullable<string>(() => null),
    mailgun_domain: nullable<string>(() => null),
    mailgun_secret: nullable<string>(() => null),
    mailgun_region: nullable<string>(() => null),
    ses_key: nullable<string>(() => null),
    ses_secret: nullable<string>(() => null),
    ses_region: nullable<string>(() => null),
    mail_tested_at: nullable<string>(() => null),
  },
  /** The portal addresses WHMCS calls on its events, and what the last check found. */
  whmcsHook: {
    event: primaryKey(String),
    position: count,
    slug: text,
    description: text,
    reachable: nullable<boolean>(() => null),
    error: nullable<string>(() => null),
    checked_at: nullable<string>(() => null),
  },
};
