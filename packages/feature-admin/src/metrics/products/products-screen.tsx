import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { Table } from '@portal/ui-kit/table';
import { Link } from 'react-router';
import type { MetricSeries } from '../api/types.ts';
import { drawnSeries } from '../frame/aggregate.ts';
import { MetricScreen } from '../frame/metric-screen.tsx';

function ProductTable({ data }: { data: MetricSeries }) {
  const { t } = useLingui();
  return (
    <Card title={t`Per product`} headingLevel={3}>
      <Table caption={t`Subscriptions per product`} captionHidden>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>
              <Trans>Product</Trans>
            </Table.HeaderCell>
            <Table.HeaderCell align="end">
              <Trans>Active at the end</Trans>
            </Table.HeaderCell>
            <Table.HeaderCell align="end">
              <Trans>New</Trans>
            </Table.HeaderCell>
            <Table.HeaderCell align="end">
              <Trans>Cancelled</Trans>
            </Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {data.series.map((product) => (
            <Table.Row key={product.id}>
              <Table.HeaderCell scope="row">
                <TextLink asChild>
                  <Link to={`/admin/products/${product.id}`}>{product.name}</Link>
                </TextLink>
              </Table.HeaderCell>
              <Table.Cell align="end">{formatNumber(product.total)}</Table.Cell>
              <Table.Cell align="end">{formatNumber(product.new ?? 0)}</Table.Cell>
              <Table.Cell align="end">{formatNumber(product.cancelled ?? 0)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Card>
  );
}

/** `/app/admin/metrics/products`: active subscriptions per product, and how many came and went. */
export default function ProductsMetricScreen() {
  const { t } = useLingui();
  return (
    <MetricScreen
      metric="products"
      title={t`Products`}
      description={t`Active subscriptions per product at the end of each step, with the new and cancelled ones.`}
      loading={t`Loading the subscriptions`}
      error={t`The subscriptions could not be loaded`}
      emptyTitle={t`No subscriptions in this period`}
      emptyDescription={t`Choose another period to look further back.`}
      view={(data) => {
        const active = drawnSeries(data, t`Other products`);
        const net = (data.new ?? 0) - (data.cancelled ?? 0);
        const netText = formatNumber(net, { signDisplay: 'exceptZero' });
        return {
          figures: [
            { title: t`Active subscriptions`, value: formatNumber(data.total), detail: t`At the end of the period` },
            { title: t`New`, value: formatNumber(data.new ?? 0) },
            { title: t`Cancelled`, value: formatNumber(data.cancelled ?? 0) },
            { title: t`Net change`, value: netText },
          ],
          charts: [
            { kind: 'line', title: t`Active subscriptions`, additive: false, ...active },
            {
              kind: 'bars',
              title: t`New and cancelled subscriptions`,
              columns: [
                { key: 'new', label: t`New` },
                { key: 'cancelled', label: t`Cancelled` },
              ],
              rows: data.points.map((point) => ({ new: point.new ?? 0, cancelled: point.cancelled ?? 0 })),
            },
          ],
          extra: <ProductTable data={data} />,
        };
      }}
    />
  );
}
