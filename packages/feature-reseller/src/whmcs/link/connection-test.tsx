import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { failureMessage } from '@portal/ui-kit/outcome';
import { useId } from 'react';
import { useTestWhmcsLink } from '../api/test-link.ts';
import type { WhmcsLink } from '../api/types.ts';
import { When } from '../shared/details.tsx';
import * as styles from '../shared/whmcs.css.ts';

/**
 * The connection test, beside the form: its result stays in view (in a live region) instead of a
 * dialog over the form, so the reseller can compare it with what they typed.
 */
export function ConnectionTest({ link, linkUpdatedAt }: { link: WhmcsLink; linkUpdatedAt: number }) {
  const { t } = useLingui();
  const test = useTestWhmcsLink();
  const headingId = useId();
  const saved = Boolean(link.url);
  const recorded = link.checked_at ? { healthy: link.connected, message: link.message ?? '', checked_at: link.checked_at } : null;
  // The test's own answer until the link has been read again after it; a save since then clears it.
  const fresh = test.data && test.submittedAt >= linkUpdatedAt ? test.data : null;
  const result = fresh ?? recorded;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.panelHeading}>
        <Trans>Connection test</Trans>
      </h3>
      <div aria-live="polite" aria-busy={test.isPending || undefined}>
        {test.isError ? (
          <Alert tone="error" title={t`The test could not run`}>
            {failureMessage(test.error)}
          </Alert>
        ) : result ? (
          <Alert tone={result.healthy ? 'success' : 'error'} title={result.healthy ? t`Connected` : t`Not connected`}>
            <span className={styles.fields}>
              {result.message ? <span>{result.message}</span> : null}
              <span className={styles.muted}>
                <Trans>
                  Tested <When value={result.checked_at} />
                </Trans>
              </span>
            </span>
          </Alert>
        ) : (
          <p className={styles.muted}>{saved ? t`Not tested since the link was saved.` : t`Save the link first, then test it.`}</p>
        )}
      </div>
      <div className={styles.row}>
        <Button variant="secondary" loading={test.isPending} disabled={!saved} onClick={() => test.mutate()}>
          <Trans>Test connection</Trans>
        </Button>
      </div>
    </section>
  );
}
