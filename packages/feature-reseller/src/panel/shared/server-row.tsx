import { useLingui } from '@lingui/react/macro';
import { SERVER_STATUS, SERVER_TYPE_LABELS } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { ListCard, ListCardLink, ListCardTitle } from '@portal/ui-kit/list-card';
import { Link } from 'react-router';
import type { ResellerServer } from '../api/types.ts';
import { serverPath } from './labels.ts';
import * as styles from './shared.css.ts';

/** One server in a list: its name opens its page; its owner, node and type beside it, its state last. */
export function ServerRow({ server, showNode = true, level = 3 }: { server: ResellerServer; showNode?: boolean; level?: 3 | 4 }) {
  const { t } = useLingui();
  const status = SERVER_STATUS[server.status];
  const type = SERVER_TYPE_LABELS[server.type];
  const node = server.node_alias;
  return (
    <ListCard highlighted={server.status === 'error' || server.status === 'suspended'}>
      <div>
        <ListCardTitle level={level}>
          <ListCardLink asChild>
            <Link to={serverPath(server.id)}>{server.name}</Link>
          </ListCardLink>
        </ListCardTitle>
        <span className={styles.secondary}>
          {server.customer ? server.customer.name : t`Owner unknown`}
          {' · '}
          {showNode ? t`${type} on ${node}` : type}
        </span>
      </div>
      <Badge tone={status.tone}>{t(status.label)}</Badge>
    </ListCard>
  );
}
