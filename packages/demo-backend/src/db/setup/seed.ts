import { ago } from '#lib/clock.ts';
import { sha256Bytes } from '#lib/crypto.ts';
import { FRESH_SETUP, SETUP_ID, sshPublicKey, WHMCS_HOOKS } from '#model/setup.ts';
import { db } from '../database.ts';
import { PLATFORM_DOMAIN } from '../fixtures.ts';

const INSTALLED_DAYS_AGO = 1630;

/**
 * The set-up as the demo platform finished it years ago: every step done with WHMCS billing. The
 * key and credentials are fixed, so the seed stays deterministic. Runs after the system settings'
 * seed.
 */
export function seedSetup(): void {
  const tenant = db.setting.getAll()[0]?.tenant ?? 'demo';
  const key = sshPublicKey(sha256Bytes(new TextEncoder().encode(`mediadock-demo-node-key:${tenant}`)), `portal@${tenant}`);
  db.setup.create({
    ...FRESH_SETUP,
    id: SETUP_ID,
    password_changed_at: ago({ days: INSTALLED_DAYS_AGO }),
    app_settings_saved_at: ago({ days: INSTALLED_DAYS_AGO }),
    portal_url: `https://portal.${PLATFORM_DOMAIN}`,
    support_email: `support@${PLATFORM_DOMAIN}`,
    timezone: 'Europe/Berlin',
    ssh_public_key: key.publicKey,
    ssh_fingerprint: key.fingerprint,
    ssh_key_created_at: ago({ days: INSTALLED_DAYS_AGO }),
    billing_type: 'whmcs',
    whmcs_url: `https://billing.${PLATFORM_DOMAIN}`,
    whmcs_identifier: 'Xq7RmVb2Lk9TzWc4Hn6PjD3sFa8GeY5u',
    whmcs_secret: 'tP4nK8wQz2LmR6vB9xC3hJ7dS5fG1aYe',
    whmcs_verified_at: ago({ days: 12 }),
    mail_driver: 'smtp',
    mail_from_address: `no-reply@${PLATFORM_DOMAIN}`,
    mail_from_name: 'MediaDock',
    smtp_host: `smtp.${PLATFORM_DOMAIN}`,
    smtp_port: 587,
    smtp_username: `postmaster@${PLATFORM_DOMAIN}`,
    smtp_password: 'demo-smtp-password',
    smtp_encryption: 'tls',
    mail_tested_at: ago({ days: 40 }),
  });
  WHMCS_HOOKS.forEach((hook, position) => {
    db.whmcsHook.create({ ...hook, position, reachable: true, error: null, checked_at: ago({ days: 12 }) });
  });
}
