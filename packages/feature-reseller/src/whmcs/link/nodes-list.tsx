import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { ListCard, ListCardLink, ListCardList, ListCardSkeleton, ListCardTitle } from '@portal/ui-kit/list-card';
import { Section } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { useWhmcsNodes } from '../api/get-nodes.ts';
import type { WhmcsNode } from '../api/types.ts';
import { nodePath } from '../shared/labels.ts';
import * as styles from '../shared/whmcs.css.ts';

function NodeCounts({ node }: { node: WhmcsNode }) {
  const { t } = useLingui();
  const { containers, services_active: active, services_suspended: suspended, without_service: without } = node;
  return (
    <span className={styles.row}>
      <Badge tone="success">{t`${active} active`}</Badge>
      {suspended > 0 ? <Badge tone="warning">{t`${suspended} suspended`}</Badge> : null}
      {without > 0 ? <Badge tone="neutral">{t`${without} not in WHMCS`}</Badge> : null}
      <span className={styles.muted}>{t`${containers} containers`}</span>
    </span>
  );
}

/** The reseller's nodes as WHMCS bills them; each opens its containers. */
export function NodesList() {
  const { t } = useLingui();
  const nodes = useWhmcsNodes();
  return (
    <Section
      query={nodes}
      loading={
        <ListCardList aria-label={t`Loading the nodes`} aria-busy>
          <ListCardSkeleton />
          <ListCardSkeleton />
        </ListCardList>
      }
      error={t`The nodes could not be loaded`}
      empty={(rows) => rows.length === 0}
      emptyState={{ title: t`No nodes yet`, description: t`Once you run a node, its containers show here with their WHMCS services.` }}
    >
      {(rows) => (
        <ListCardList aria-label={t`Nodes in WHMCS`}>
          {rows.map((node) => (
            <ListCard key={node.id}>
              <div>
                <ListCardTitle>
                  <ListCardLink asChild>
                    <Link to={nodePath(node.id)}>{node.alias}</Link>
                  </ListCardLink>
                </ListCardTitle>
                {node.location ? <span className={styles.muted}>{node.location}</span> : null}
                {node.online === false ? (
                  <Badge tone="danger">
                    <Trans>Offline</Trans>
                  </Badge>
                ) : null}
              </div>
              <NodeCounts node={node} />
            </ListCard>
          ))}
        </ListCardList>
      )}
    </Section>
  );
}
