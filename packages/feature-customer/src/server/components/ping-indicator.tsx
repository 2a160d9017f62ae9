import { IconButton } from '@portal/ui-kit/button';
import { Icon } from '@portal/ui-kit/icons';
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

  let state;
  if (ping.isPending) state = <Spinner size="sm" label="Checking the connection" showLabel />;
  else if (ping.isError) {
    state = (
      <span className={styles.ping}>
        <span className={styles.dotUnknown} aria-hidden="true" />
        Could not check: {ping.error.message}
      </span>
    );
  } else if (ping.data.online) {
    state = (
      <span className={styles.ping}>
        <span className={styles.dotOnline} aria-hidden="true" />
        Online{ping.data.latency_ms != null ? ` · ${ping.data.latency_ms} ms` : ''}
      </span>
    );
  } else {
    state = (
      <span className={styles.ping}>
        <span className={styles.dotOffline} aria-hidden="true" />
        Offline
      </span>
    );
  }

  return (
    <>
      {state}
      {ping.isPending ? null : (
        <IconButton label="Check the connection again" size="sm" variant="ghost" onClick={() => void ping.refetch()}>
          <RefreshIcon />
        </IconButton>
      )}
    </>
  );
}
