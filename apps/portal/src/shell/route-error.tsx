import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { CenteredPanel } from '@portal/ui-kit/layout';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a screen throws while rendering, or its code cannot be loaded (for example after a
 * deployment replaced the old chunks). Never a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useLingui();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunkFailed
      ? t`A newer version of the portal is available. Reload the page to continue.`
      : t`This screen ran into a problem. Reload the page to try again; your session is kept.`;
  return (
    <CenteredPanel title={t`Uh oh!`}>
      <p role="alert">{message}</p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </Button>
    </CenteredPanel>
  );
}
