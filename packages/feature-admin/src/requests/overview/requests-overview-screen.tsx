import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { Section } from '@portal/ui-kit/section';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRequestsOverview } from '../api/get-overview.ts';
import * as styles from '../requests.css.ts';

function Figure({ title, value, detail, link }: { title: string; value: number; detail?: string; link: ReactNode }) {
  return (
    <li>
      <Card title={title} headingLevel={3}>
        <p className={styles.figure}>{formatNumber(value)}</p>
        {detail ? <p className={styles.muted}>{detail}</p> : null}
        <p className={styles.muted}>{link}</p>
      </Card>
    </li>
  );
}

function To({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink asChild>
      <Link to={to}>{children}</Link>
    </TextLink>
  );
}

/** `/app/admin/requests`: what waits for the staff in the lounge, each figure a way into its list. */
export default function RequestsOverviewScreen() {
  const { t } = useLingui();
  const overview = useRequestsOverview();
  return (
    <section aria-labelledby="requests-overview">
      <VisuallyHidden>
        <h2 id="requests-overview">
          <Trans>Overview</Trans>
        </h2>
      </VisuallyHidden>
      <Section query={overview} loading={t`Loading the overview`} error={t`The overview could not be loaded`}>
        {(data) => {
          const movies = formatNumber(data.last_week.movies);
          const shows = formatNumber(data.last_week.shows);
          return (
            <ul className={styles.figures} aria-label={t`Request lounge figures`}>
              <Figure
                title={t`Pending show requests`}
                value={data.pending_shows}
                link={<To to="/admin/requests/tv-shows?status=pending">{t`Review show requests`}</To>}
              />
              <Figure
                title={t`Pending movie requests`}
                value={data.pending_movies}
                link={<To to="/admin/requests/movies?status=pending">{t`Review movie requests`}</To>}
              />
              <Figure
                title={t`Open media reports`}
                value={data.open_reports}
                detail={t`Open or in progress`}
                link={<To to="/admin/requests/media-reports?status=open">{t`Answer the reports`}</To>}
              />
              <Figure
                title={t`Requests in the last 7 days`}
                value={data.last_week.movies + data.last_week.shows}
                detail={t`${movies} movies, ${shows} shows`}
                link={<To to="/admin/requests/stats">{t`See the statistics`}</To>}
              />
            </ul>
          );
        }}
      </Section>
    </section>
  );
}
