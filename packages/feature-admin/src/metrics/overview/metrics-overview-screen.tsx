import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatNumber } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { Section } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { useMetricsSummary } from '../api/get-metrics-summary.ts';
import { METRICS_BASE } from '../layout/metrics-layout.tsx';
import { useMetricPeriod } from '../period/use-metric-period.ts';
import * as styles from './metrics-overview.css.ts';

/** `/app/admin/metrics`: the headline figure of every metric for the period, each leading to its screen. */
export default function MetricsOverviewScreen() {
  const { t } = useLingui();
  const { query, search } = useMetricPeriod();
  const summary = useMetricsSummary(query);
  return (
    <section className={styles.screen} aria-labelledby="metrics-overview-heading">
      <h2 id="metrics-overview-heading" className={styles.heading}>
        <Trans>Overview</Trans>
      </h2>
      <div aria-busy={summary.isPlaceholderData || undefined} className={summary.isPlaceholderData ? styles.busy : undefined}>
        <Section query={summary} loading={t`Loading the metrics`} error={t`The metrics could not be loaded`}>
          {(data) => {
            const newCount = formatNumber(data.new_subscriptions);
            const cancelledCount = formatNumber(data.cancelled_subscriptions);
            const currency = data.currency;
            const cards = [
              { path: 'products', title: t`Active subscriptions`, value: formatNumber(data.active_subscriptions), detail: t`${newCount} new, ${cancelledCount} cancelled`, link: t`Subscriptions per product` },
              { path: 'transcode-transgressions', title: t`Transcode transgressions`, value: formatNumber(data.transcode_transgressions), detail: null, link: t`Transgressions and their events` },
              { path: 'plex-users', title: t`Plex users`, value: formatNumber(data.plex_users), detail: t`At the end of the period`, link: t`Plex users per product` },
              { path: 'node-reboots', title: t`Node reboots`, value: formatNumber(data.node_reboots), detail: null, link: t`Reboots per node` },
              { path: 'turnover', title: t`Turnover`, value: formatMoney(data.turnover / 100, data.currency), detail: t`In ${currency}`, link: t`Turnover per product` },
            ];
            return (
              <ul className={styles.figures} aria-label={t`Headline figures`}>
                {cards.map((card) => (
                  <li key={card.path}>
                    <Card title={card.title} headingLevel={3} className={styles.card}>
                      <p className={styles.figure}>{card.value}</p>
                      {card.detail ? <p className={styles.muted}>{card.detail}</p> : null}
                      <TextLink asChild>
                        <Link to={{ pathname: `${METRICS_BASE}/${card.path}`, search }}>{card.link}</Link>
                      </TextLink>
                    </Card>
                  </li>
                ))}
              </ul>
            );
          }}
        </Section>
      </div>
    </section>
  );
}
