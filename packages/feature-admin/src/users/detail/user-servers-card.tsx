import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_STATUS, SERVER_TYPE_LABELS, type ServerStatus, type ServerType } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { Section } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { useUserServers } from '../api/get-user-servers.ts';
import type { AdminUserServer } from '../api/types.ts';
import * as styles from './user.css.ts';

const isStatus = (value: string): value is ServerStatus => Object.hasOwn(SERVER_STATUS, value);
const isType = (value: string): value is ServerType => Object.hasOwn(SERVER_TYPE_LABELS, value);

function ServerItem({ server }: { server: AdminUserServer }) {
  const { t } = useLingui();
  const status = isStatus(server.status) ? SERVER_STATUS[server.status] : null;
  const node = server.node;
  const nodeName = node?.name;
  return (
    <li className={styles.server}>
      <div className={styles.serverHead}>
        <h3 className={styles.serverName}>{server.name}</h3>
        <Badge tone={status?.tone ?? 'neutral'}>{status ? t(status.label) : server.status}</Badge>
      </div>
      <p className={styles.serverMeta}>
        <span>{isType(server.type) ? SERVER_TYPE_LABELS[server.type] : server.type}</span>
        {node ? (
          <span>
            <Trans>
              on{' '}
              <TextLink asChild>
                <Link to={`/admin/nodes/${node.id}`}>{nodeName}</Link>
              </TextLink>
            </Trans>
          </span>
        ) : (
          <span>
            <Trans>on no node</Trans>
          </span>
        )}
      </p>
    </li>
  );
}

/** The user’s media servers, each linking to its node, and the way to them in the services list. */
export function UserServersCard({ userId }: { userId: number }) {
  const { t } = useLingui();
  const servers = useUserServers(userId);
  return (
    <Card
      title={t`Servers`}
      description={t`The user’s media servers and the nodes they run on.`}
      actions={
        <TextLink asChild>
          <Link to={`/admin/services?user=${userId}`}>
            <Trans>Open in services</Trans>
          </Link>
        </TextLink>
      }
    >
      <Section
        query={servers}
        loading={t`Loading the servers`}
        error={t`The servers could not be loaded`}
        empty={(data) => data.length === 0}
        emptyState={{ title: t`No servers`, description: t`This user has no media server.` }}
      >
        {(data) => (
          <ul className={styles.servers} aria-label={t`Servers`}>
            {data.map((server) => (
              <ServerItem key={server.id} server={server} />
            ))}
          </ul>
        )}
      </Section>
    </Card>
  );
}
