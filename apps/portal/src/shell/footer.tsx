import { useSystemSettings } from '@portal/api-client';
import * as styles from './shell.css.ts';

export const COPYRIGHT_START = 2018;

export function copyrightRange(now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > COPYRIGHT_START ? `${COPYRIGHT_START}–${year}` : String(COPYRIGHT_START);
}

export function Footer() {
  const settings = useSystemSettings().data;
  return (
    <footer className={styles.footer}>
      {settings?.demo_mode ? (
        <p className={styles.demoBanner} role="note">
          This is a demo: most settings are disabled.
        </p>
      ) : null}
      <span>
        © {copyrightRange()} {settings?.app_name ?? ''}
      </span>
      {settings?.app_version ? <span>Version {settings.app_version}</span> : null}
    </footer>
  );
}
