import { Trans, useLingui } from '@lingui/react/macro';
import { IconButton } from '@portal/ui-kit/button';
import { Icon } from '@portal/ui-kit/icons';
import { failureMessage } from '@portal/ui-kit/outcome';
import { Spinner } from '@portal/ui-kit/spinner';
import { usePing } from '../api/ping-server.ts';
import * as styles from '../server.css.ts';

function RefreshIcon() {
  return (
    <Icon>
      <path d="M21 12a9 9 0 1 1-2.64-6.36" />
      <path d="M21 3v6h-6" />
    </Icon>
  );
}

/** Whether the media server answers, checked every 30 s and on focus while the page is visible. */
export function PingIndicator({ serverId, enabled }: { serverId: number; enabled: boolean }) {
  const ping = usePing(serverId, { enabled });
  const { t } = useLingui();

  let state;
  if (ping.isPending) state = <Spinner size="sm" label={t`Checking the connection`} showLabel />;
  else if (ping.isError) {
    // A failure the client words itself (no answer, say) comes in the active language.
    const reason = failureMessage(ping.error);
    state = (
      <span className={styles.ping}>
        <span className={styles.dotUnknown} aria-hidden="true" />
        <Trans>Could not check: {reason}</Trans>
      </span>
    );
  } else if (ping.data.online) {
    const latency = ping.data.latency_ms;
    state = (
      <span className={styles.ping}>
        <span className={styles.dotOnline} aria-hidden="true" />
        {latency != null ? <Trans>Online · {latency} ms</Trans> : <Trans>Online</Trans>}
      </span>
    );
  } else {
    state = (
      <span className={styles.ping}>
        <span className={styles.dotOffline} aria-hidden="true" />
        <Trans>Offline</Trans>
      </span>
    );
  }

  return (
    <>
      {state}
      {ping.isPending ? null : (
        <IconButton label={t`Check the connection again`} size="sm" variant="ghost" onClick={() => void ping.refetch()}>
          <RefreshIcon />
        </IconButton>
      )}
    </>
  );
}
