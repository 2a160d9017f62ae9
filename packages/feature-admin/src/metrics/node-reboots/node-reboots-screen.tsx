import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { Table } from '@portal/ui-kit/table';
import { Link } from 'react-router';
import type { MetricSeries } from '../api/types.ts';
import { drawnSeries } from '../frame/aggregate.ts';
import { MetricScreen } from '../frame/metric-screen.tsx';

function NodeTable({ data }: { data: MetricSeries }) {
  const { t } = useLingui();
  const rows = data.series.filter((node) => node.total > 0).sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return (
    <Card title={t`Nodes that rebooted`} description={t`Every node that rebooted in the period, most first.`} headingLevel={3}>
      <Table caption={t`Nodes that rebooted`} captionHidden>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>
              <Trans>Node</Trans>
            </Table.HeaderCell>
            <Table.HeaderCell align="end">
              <Trans>Reboots</Trans>
            </Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {rows.map((node) => (
            <Table.Row key={node.id}>
              <Table.HeaderCell scope="row">
                <TextLink asChild>
                  <Link to={`/admin/nodes/${node.id}`}>{node.name}</Link>
                </TextLink>
              </Table.HeaderCell>
              <Table.Cell align="end">{formatNumber(node.total)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Card>
  );
}

/** `/app/admin/metrics/node-reboots`: reboots per step, stacked for the nodes with the most, the rest together. */
export default function NodeRebootsMetricScreen() {
  const { t } = useLingui();
  return (
    <MetricScreen
      metric="node-reboots"
      title={t`Node reboots`}
      description={t`Reboots per step for the nodes that rebooted most; the other nodes are grouped together.`}
      loading={t`Loading the node reboots`}
      error={t`The node reboots could not be loaded`}
      emptyTitle={t`No node rebooted in this period`}
      emptyDescription={t`Choose another period to look further back.`}
      view={(data) => {
        const drawn = drawnSeries(data, t`Other nodes`);
        const rebooted = data.series.filter((node) => node.total > 0).length;
        const nodeCount = formatNumber(data.series.length);
        const most = [...data.series].sort((a, b) => b.total - a.total)[0];
        return {
          figures: [
            { title: t`Reboots`, value: formatNumber(data.total) },
            { title: t`Rebooted nodes`, value: formatNumber(rebooted), detail: t`of ${nodeCount} nodes` },
            ...(most && most.total > 0 ? [{ title: t`Most reboots`, value: most.name, detail: formatNumber(most.total) }] : []),
          ],
          charts: [{ kind: 'stacked', title: t`Reboots per node`, ...drawn }],
          extra: <NodeTable data={data} />,
        };
      }}
    />
  );
}
