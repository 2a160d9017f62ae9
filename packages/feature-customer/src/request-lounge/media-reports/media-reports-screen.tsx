import type { LoungeMediaReport } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { SelectField } from '@portal/ui-kit/field';
import { useListState } from '@portal/ui-kit/list-state';
import { formatDate } from '@portal/ui-kit/format';
import { useMediaReports } from '../api/get-media-reports.ts';
import type { ReportStatusFilter } from '../api/lounge-keys.ts';
import { ISSUE_LABELS, REPORT_STATUS } from '../shared/labels.ts';
import { LoungeRows } from '../shared/lounge-rows.tsx';
import { useSearchParams } from 'react-router';
import * as styles from '../shared/lounge.css.ts';
import { TitleRow } from '../shared/title-row.tsx';
import { useLoungeList } from '../shared/use-lounge-list.ts';
import { useRequestLoungeStore } from '../store/request-lounge-store.tsx';

const STATUSES = ['all', 'open', 'in_progress', 'resolved', 'rejected'] as const satisfies readonly ReportStatusFilter[];
const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: value === 'all' ? 'Every status' : REPORT_STATUS[value].label }));

const keyOf = (report: LoungeMediaReport) => report.id;

function where(report: LoungeMediaReport): string | null {
  if (report.season === null) return null;
  return report.episode === null ? `Season ${report.season}` : `Season ${report.season}, episode ${report.episode}`;
}

/** The user's reports of problems with titles, and what the team answered. */
export default function MediaReportsScreen() {
  // The filters are kept in the address, so a reload or a shared link shows the same list.
  const list = useListState(useSearchParams(), {
    filters: { status: { default: 'all', values: STATUSES } },
    history: 'replace',
  });
  const { status } = list.filters;
  const reports = useMediaReports(status);
  const { items, loadMore } = useLoungeList(reports, keyOf, 'reports');
  const startReport = useRequestLoungeStore((state) => state.startReport);

  return (
    <section className={styles.section} aria-labelledby="lounge-list-heading">
      <h2 id="lounge-list-heading" className={styles.sectionHeading}>
        Media reports
      </h2>
      <div className={styles.toolbar}>
        <SelectField className={styles.filterField} label="Status" value={status} options={STATUS_OPTIONS} onChange={(event) => list.setFilter('status', event.target.value as ReportStatusFilter)} />
        <Button onClick={() => startReport('pick')}>Report a problem</Button>
      </div>

      <LoungeRows
        query={reports}
        items={items}
        loadMore={loadMore}
        loading="Loading your reports"
        errorTitle="Your reports could not be loaded"
        empty={{ title: status === 'all' ? 'You have not reported anything' : 'No reports with this status', description: status === 'all' ? 'Wrong audio, a bad copy, missing episodes or subtitles: report it and the team fixes it.' : 'Choose another status to see your other reports.' }}
        label="Your reports"
      >
        {(report) => {
          const state = REPORT_STATUS[report.status];
          const place = where(report);
          return (
            <TitleRow
              key={report.id}
              item={report.media}
              badges={
                <>
                  <Badge tone={state.tone}>{state.label}</Badge>
                  <Badge tone="neutral">{ISSUE_LABELS[report.issue]}</Badge>
                </>
              }
            >
              <p className={styles.rowMeta}>
                {`Reported on ${formatDate(report.created_at)}`}
                {place ? ` · ${place}` : ''}
                {report.updated_at !== report.created_at ? ` · updated ${formatDate(report.updated_at)}` : ''}
              </p>
              {report.details ? <p className={styles.overview}>{report.details}</p> : null}
              {report.reply ? (
                <p className={styles.reply}>
                  <strong>The team: </strong>
                  {report.reply}
                </p>
              ) : null}
            </TitleRow>
          );
        }}
      </LoungeRows>
    </section>
  );
}
