import { Trans, useLingui } from '@lingui/react/macro';
import { homePath, useCurrentUser } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { crashDetails } from '@portal/ui-kit/error-boundary';
import { ErrorDetails } from '@portal/ui-kit/error-state';
import { Page } from '@portal/ui-kit/layout';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { toRouterPath } from '../router/guard.ts';
import * as styles from './shell.css.ts';

/** A screen's code that can no longer be fetched: usually a deployment replaced the old chunks. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(error.message);
}

/**
 * Shown in place of a screen that crashed while rendering, inside the shell: the header, menus,
 * bell and panels keep working, and going to another screen leaves it behind.
 */
export default function ScreenError() {
  const error = useRouteError();
  const user = useCurrentUser();
  const chunkFailed = isChunkLoadError(error);
  const { t } = useLingui();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunkFailed
      ? t`A newer version of the portal is available. Reload the page to continue.`
      : t`Something on this screen went wrong while it was shown. The rest of the portal keeps working: reload the page to try this screen again, or go to another one.`;
  return (
    <Page title={t`This screen ran into a problem`}>
      <div className={styles.screenError} role="alert">
        <p>{message}</p>
        <div className={styles.screenErrorActions}>
          <Button onClick={() => window.location.reload()}>
            <Trans>Reload the page</Trans>
          </Button>
          <Button asChild variant="secondary">
            <Link to={toRouterPath(homePath(user))}>
              <Trans>Go to the dashboard</Trans>
            </Link>
          </Button>
        </div>
        {chunkFailed || isRouteErrorResponse(error) ? null : <ErrorDetails details={crashDetails(error)} />}
      </div>
    </Page>
  );
}
