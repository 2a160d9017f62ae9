import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AreaNav, type AreaNavLink } from '@portal/ui-kit/area-nav';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { Page, Stack } from '@portal/ui-kit/layout';
import { failureStatus, OutcomeProvider } from '@portal/ui-kit/outcome';
import { SectionLoading } from '@portal/ui-kit/section';
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useNodeId } from '../shared/use-node-id.ts';
import { useNode } from '../api/get-node.ts';
import { BackToNodes } from '../shared/back-to-nodes.tsx';
import { NODE_STATUS } from '../shared/labels.ts';
import { NodeActions } from './node-actions.tsx';
import * as styles from './node-layout.css.ts';

/** The node's screens, each a route of its own below the node's page. */
const SECTIONS: readonly AreaNavLink[] = [
  { to: '', label: msg`Overview`, end: true },
  { to: 'edit', label: msg`Edit` },
  { to: 'scripts', label: msg`Scripts` },
  { to: 'reboots', label: msg`Reboots` },
  { to: 'extractions', label: msg`Extractions` },
  { to: 'images', label: msg`Images` },
];

function NotFound() {
  const { t } = useLingui();
  return (
    <Page title={t`Node not found`} breadcrumbs={<BackToNodes />}>
      <EmptyState
        title={t`This node does not exist`}
        description={t`It may have been deleted. The list shows every node there is.`}
        action={
          <Button asChild variant="secondary">
            <Link to="/admin/nodes">
              <Trans>Back to the nodes</Trans>
            </Link>
          </Button>
        }
      />
    </Page>
  );
}

function NodePage({ id }: { id: number }) {
  const { t } = useLingui();
  const node = useNode(id);
  if (node.isPending) {
    return (
      <Page title={t`Node`} breadcrumbs={<BackToNodes />} aria-busy="true">
        <SectionLoading label={t`Loading the node`} />
      </Page>
    );
  }
  if (node.isError) {
    if (failureStatus(node.error) === 404) return <NotFound />;
    return (
      <Page title={t`Node`} breadcrumbs={<BackToNodes />}>
        <ErrorState title={t`The node could not be loaded`} error={node.error} onRetry={() => void node.refetch()} />
      </Page>
    );
  }
  const data = node.data;
  const status = NODE_STATUS[data.status];
  return (
    <Page
      title={data.name}
      breadcrumbs={<BackToNodes current={data.name} />}
      description={
        <span className={styles.header}>
          <Badge tone={status.tone}>{t(status.label)}</Badge>
          {data.host ? <span>{data.host}</span> : null}
        </span>
      }
      actions={<NodeActions node={data} />}
    >
      <Stack gap="xl">
        <AreaNav
          label={t`Node sections`}
          links={SECTIONS}
          renderLink={(link, text) => (
            <NavLink to={link.to ? `/admin/nodes/${data.id}/${link.to}` : `/admin/nodes/${data.id}`} end={link.end}>
              {text}
            </NavLink>
          )}
        />
        <Suspense fallback={<SectionLoading label={t`Loading the section`} />}>
          <Outlet />
        </Suspense>
      </Stack>
    </Page>
  );
}

/**
 * `/app/admin/nodes/:node`: the node's header (name, status, host), its actions and the links to
 * its screens, above the open one. Every part of the tree raises its outcomes in one dialog.
 */
export default function NodeLayout() {
  const id = useNodeId();
  return <OutcomeProvider>{id === null ? <NotFound /> : <NodePage key={id} id={id} />}</OutcomeProvider>;
}
