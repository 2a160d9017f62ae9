import { Trans } from '@lingui/react/macro';
import { useCurrentUser, useSystemSettings } from '@portal/api-client';
import { LanguageSelect } from '@portal/ui-kit/i18n';
import * as styles from './shell.css.ts';

export const COPYRIGHT_START = 2018;

export function copyrightRange(now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > COPYRIGHT_START ? `${COPYRIGHT_START}–${year}` : String(COPYRIGHT_START);
}

/**
 * The foot of every screen. Guests (the public screens: sign in, password, trial, invite, 404)
 * choose their language here; a signed-in user has it in the account menu.
 */
export function Footer() {
  const settings = useSystemSettings().data;
  const user = useCurrentUser();
  const version = settings?.app_version;
  return (
    <footer className={styles.footer}>
      {settings?.demo_mode ? (
        <p className={styles.demoBanner} role="note">
          <Trans>This is a demo: most settings are disabled.</Trans>
        </p>
      ) : null}
      <span>
        © {copyrightRange()} {settings?.app_name ?? ''}
      </span>
      {version ? (
        <span>
          <Trans>Version {version}</Trans>
        </span>
      ) : null}
      {user ? null : <LanguageSelect className={styles.footerLanguage} />}
    </footer>
  );
}
