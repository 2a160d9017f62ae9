// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { MailDriver } from '../components/mail-driver.ts';
import { MailgunRegion } from '../components/mailgun-region.ts';
import { SmtpEncryption } from '../components/smtp-encryption.ts';

export const MailSettingsInputEntries = { driver: MailDriver, from_address: v.string(), from_name: v.string(), smtp_host: v.optional(v.string()), smtp_port: v.optional(v.pipe(v.number(), v.integer())), smtp_username: v.optional(v.string()), smtp_password: v.optional(v.string()), smtp_encryption: v.optional(SmtpEncryption), mailgun_domain: v.optional(v.string()), mailgun_secret: v.optional(v.string()), mailgun_region: v.optional(MailgunRegion), ses_key: v.optional(v.string()), ses_secret: v.optional(v.string()), ses_region: v.optional(v.string()) };

export const MailSettingsInput = /* @__PURE__ */ object(MailSettingsInputEntries);
