import { login } from '@portal/api-client';
import { demoAccounts } from '@portal/demo-backend';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { useState } from 'react';
import * as styles from './demo.css.ts';

/** The demo accounts, one click each. Only the demo build has this panel. */
export default function DemoAccounts({ admin, instance }: { admin: boolean; instance: string | null }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accounts = admin ? demoAccounts.filter((account) => account.role === 'admin') : demoAccounts;

  return (
    <section className={styles.panel} aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className={styles.title}>
        Demo accounts
      </h2>
      <p className={styles.hint}>
        Every account uses the password <code>{accounts[0]?.password}</code>.
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ul className={styles.list}>
        {accounts.map((account) => (
          <li key={account.email} className={styles.item}>
            <span>
              <strong>{account.label}</strong>
              <span className={styles.email}>{account.email}</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              loading={busy === account.email}
              disabled={busy !== null}
              aria-label={`Sign in as ${account.label}`}
              onClick={async () => {
                setBusy(account.email);
                setError(null);
                try {
                  await login({ email: account.email, password: account.password, instance }, { admin });
                } catch (reason) {
                  setError(reason instanceof Error ? reason.message : 'Signing in failed.');
                  setBusy(null);
                }
              }}
            >
              Sign in
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
