import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: value === 'all' ? msg`Every status` : REPORT_STATUS[value].label }));

const keyOf = (report: LoungeMediaReport) => report.id;

function where(report: LoungeMediaReport): string | null {
  const { season, episode } = report;
  if (season === null) return null;
  return episode === null ? t`Season ${season}` : t`Season ${season}, episode ${episode}`;
}

/** The user's reports of problems with titles, and what the team answered. */
export default function MediaReportsScreen() {
  const { i18n, t } = useLingui();
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
        <Trans>Media reports</Trans>
      </h2>
      <div className={styles.toolbar}>
        <SelectField className={styles.filterField} label={t`Status`} value={status} options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))} onChange={(event) => list.setFilter('status', event.target.value as ReportStatusFilter)} />
        <Button onClick={() => startReport('pick')}>
          <Trans>Report a problem</Trans>
        </Button>
      </div>

      <LoungeRows
        query={reports}
        items={items}
        loadMore={loadMore}
        loading={t`Loading your reports`}
        errorTitle={t`Your reports could not be loaded`}
        empty={{
          title: status === 'all' ? t`You have not reported anything` : t`No reports with this status`,
          description: status === 'all' ? t`Wrong audio, a bad copy, missing episodes or subtitles: report it and the team fixes it.` : t`Choose another status to see your other reports.`,
        }}
        label={t`Your reports`}
      >
        {(report) => {
          const state = REPORT_STATUS[report.status];
          const place = where(report);
          const reported = formatDate(report.created_at);
          const updated = report.updated_at !== report.created_at ? formatDate(report.updated_at) : null;
          let meta: string;
          if (place === null) meta = updated === null ? t`Reported on ${reported}` : t`Reported on ${reported} · updated ${updated}`;
          else meta = updated === null ? t`Reported on ${reported} · ${place}` : t`Reported on ${reported} · ${place} · updated ${updated}`;
          return (
            <TitleRow
              key={report.id}
              item={report.media}
              badges={
                <>
                  <Badge tone={state.tone}>{i18n._(state.label)}</Badge>
                  <Badge tone="neutral">{i18n._(ISSUE_LABELS[report.issue])}</Badge>
                </>
              }
            >
              <p className={styles.rowMeta}>{meta}</p>
              {report.details ? <p className={styles.overview}>{report.details}</p> : null}
              {report.reply ? (
                <p className={styles.reply}>
                  <strong>
                    <Trans>The team:</Trans>{' '}
                  </strong>
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
