import { Trans, useLingui } from '@lingui/react/macro';
import { safeWebUrl, type Server, SERVER_STATUS, SERVER_TYPE_LABELS } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { TextLink } from '@portal/ui-kit/link';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import type { ReactNode } from 'react';
import * as styles from '../server.css.ts';
import { PingIndicator } from './ping-indicator.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.summaryItem}>
      <dt className={styles.summaryLabel}>{label}</dt>
      <dd className={styles.summaryValue}>{children}</dd>
    </div>
  );
}

/** The server at a glance: type, status, connection, node, plan and address. */
export function ServerSummary({ server, pingEnabled }: { server: Server; pingEnabled: boolean }) {
  const status = SERVER_STATUS[server.status];
  const url = safeWebUrl(server.url);
  const { t } = useLingui();
  return (
    <section aria-label={t`Server details`}>
      <dl className={styles.summary}>
        <Item label={t`Type`}>
          <Badge tone="info">{SERVER_TYPE_LABELS[server.type]}</Badge>
        </Item>
        <Item label={t`Status`}>
          <Badge tone={status.tone}>{t(status.label)}</Badge>
        </Item>
        <Item label={t`Connection`}>
          <PingIndicator serverId={server.id} enabled={pingEnabled} />
        </Item>
        <Item label={t`Node`}>{server.node_alias}</Item>
        <Item label={t`Plan`}>
          {server.plan ?? (
            <span className={styles.muted}>
              <Trans>No plan</Trans>
            </span>
          )}
        </Item>
        <Item label={t`Address`}>
          {url ? (
            <TextLink href={url.href} target="_blank" rel="noopener noreferrer">
              {url.host}
              <VisuallyHidden>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </VisuallyHidden>
            </TextLink>
          ) : (
            <span className={styles.muted}>
              <Trans>Not published yet</Trans>
            </span>
          )}
        </Item>
      </dl>
    </section>
  );
}
