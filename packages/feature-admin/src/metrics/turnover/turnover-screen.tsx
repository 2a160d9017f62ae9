import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { Table } from '@portal/ui-kit/table';
import { Link } from 'react-router';
import type { MetricSeries } from '../api/types.ts';
import { drawnSeries } from '../frame/aggregate.ts';
import { MetricScreen } from '../frame/metric-screen.tsx';

/** The API counts money in minor units (cents), exactly; the screen shows the currency's major units. */
const MINOR = 100;
const toMajor = (minor: number) => minor / MINOR;

function TurnoverTable({ data, currency }: { data: MetricSeries; currency: string }) {
  const { t } = useLingui();
  const rows = [...data.series].sort((a, b) => b.total - a.total);
  return (
    <Card title={t`Per product`} headingLevel={3}>
      <Table caption={t`Turnover per product`} captionHidden>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>
              <Trans>Product</Trans>
            </Table.HeaderCell>
            <Table.HeaderCell align="end">
              <Trans>Turnover</Trans>
            </Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {rows.map((product) => (
            <Table.Row key={product.id}>
              <Table.HeaderCell scope="row">
                <TextLink asChild>
                  <Link to={`/admin/products/${product.id}`}>{product.name}</Link>
                </TextLink>
              </Table.HeaderCell>
              <Table.Cell align="end">{formatMoney(toMajor(product.total), currency)}</Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.HeaderCell scope="row">
              <Trans>Total</Trans>
            </Table.HeaderCell>
            <Table.Cell align="end">{formatMoney(toMajor(data.total), currency)}</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table>
    </Card>
  );
}

/** `/app/admin/metrics/turnover`: revenue per step and product, in the billing currency. */
export default function TurnoverMetricScreen() {
  const { t } = useLingui();
  return (
    <MetricScreen
      metric="turnover"
      title={t`Turnover`}
      description={t`Revenue per step and product, in the billing currency of the billing settings.`}
      loading={t`Loading the turnover`}
      error={t`The turnover could not be loaded`}
      emptyTitle={t`No turnover in this period`}
      emptyDescription={t`Choose another period to look further back.`}
      view={(data) => {
        const currency = data.currency ?? 'EUR';
        const money = (value: number) => formatMoney(value, currency);
        const drawn = drawnSeries(data, t`Other products`, undefined, MINOR);
        const steps = Math.max(1, data.points.length);
        const best = [...data.series].sort((a, b) => b.total - a.total)[0];
        return {
          figures: [
            { title: t`Turnover`, value: money(toMajor(data.total)), detail: t`In ${currency}` },
            { title: t`Average per step`, value: money(toMajor(data.total) / steps) },
            ...(best ? [{ title: t`Largest product`, value: best.name, detail: money(toMajor(best.total)) }] : []),
          ],
          charts: [{ kind: 'stacked', title: t`Turnover per product`, format: money, csv: (value: number) => value.toFixed(2), ...drawn }],
          extra: <TurnoverTable data={data} currency={currency} />,
        };
      }}
    />
  );
}
