import { useLingui } from '@lingui/react/macro';
import { SectionBoundary } from '@portal/ui-kit/error-boundary';
import { Stack } from '@portal/ui-kit/layout';
import { useNode } from '../api/get-node.ts';
import { useNodeId } from '../shared/use-node-id.ts';
import { ContainersSection } from './containers-section.tsx';
import { MonitorCard } from './monitor-card.tsx';
import { NodeFigures } from './node-figures.tsx';

/** `/app/admin/nodes/:node` (index): the node's figures, its uptime monitor and its containers. */
export default function NodeOverviewScreen() {
  const { t } = useLingui();
  const id = useNodeId();
  // The layout has loaded the node already (it renders this only then): this reads its cache.
  const node = useNode(id ?? 0);
  if (id === null || !node.data) return null;
  return (
    <Stack gap="xl">
      <SectionBoundary title={t`The node's figures could not be shown`} headingLevel={2}>
        <NodeFigures node={node.data} />
      </SectionBoundary>
      <MonitorCard nodeId={id} />
      <ContainersSection nodeId={id} />
    </Stack>
  );
}
