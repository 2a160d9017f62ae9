// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { MailDriver } from '../components/mail-driver.ts';
import { MailgunRegion } from '../components/mailgun-region.ts';
import { SmtpEncryption } from '../components/smtp-encryption.ts';

export const MailSettingsEntries = { driver: v.nullable(MailDriver), from_address: v.nullable(v.string()), from_name: v.nullable(v.string()), smtp_host: v.nullable(v.string()), smtp_port: v.nullable(v.pipe(v.number(), v.integer())), smtp_username: v.nullable(v.string()), smtp_encryption: v.nullable(SmtpEncryption), smtp_password_set: v.boolean(), mailgun_domain: v.nullable(v.string()), mailgun_region: v.nullable(MailgunRegion), mailgun_secret_set: v.boolean(), ses_key: v.nullable(v.string()), ses_region: v.nullable(v.string()), ses_secret_set: v.boolean(), tested_at: v.nullable(v.string()) };

export const MailSettings = /* @__PURE__ */ object(MailSettingsEntries);
