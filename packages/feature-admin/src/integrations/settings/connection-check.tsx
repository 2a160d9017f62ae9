import { useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { Card } from '@portal/ui-kit/layout';
import { failureMessage } from '@portal/ui-kit/outcome';
import { useTestIntegration } from '../api/test-integration.ts';
import * as styles from '../integrations.css.ts';
import { CheckStatus, type CheckLike } from './check-status.tsx';

/**
 * The connection check beside a settings form: its last outcome and a button to run it again
 * with the saved settings. The outcome replaces the last one in place; the form stays as it is.
 */
export function ConnectionCheck({ integration, check }: { integration: string; check: CheckLike }) {
  const { t } = useLingui();
  const test = useTestIntegration();
  return (
    <Card title={t`Connection`} description={t`Tests the saved settings: save your changes first.`}>
      <div className={styles.status}>
        <div aria-live="polite" aria-busy={test.isPending || undefined}>
          <CheckStatus check={check} />
        </div>
        {test.isError ? <Alert tone="error" title={t`The test could not run`}>{failureMessage(test.error)}</Alert> : null}
        <div className={styles.rowActions}>
          <Button variant="secondary" loading={test.isPending} onClick={() => test.mutate(integration)}>
            {t`Test connection`}
          </Button>
        </div>
      </div>
    </Card>
  );
}
