import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { SelectField } from '@portal/ui-kit/field';
import { formatDate } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { useOutcome } from '@portal/ui-kit/outcome';
import { PagedList } from '@portal/ui-kit/paged-list';
import { SectionLoading } from '@portal/ui-kit/section';
import { Table } from '@portal/ui-kit/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useReplyToReport, useResolveReport } from '../api/answer-report.ts';
import { useMediaReports } from '../api/get-media-reports.ts';
import type { AdminMediaReport, AdminMediaReportStatus } from '../api/types.ts';
import { REPORT_ISSUE, REPORT_STATUS } from '../labels.ts';
import * as styles from '../requests.css.ts';
import { ReportDialog, type ReportDialogMode } from './report-dialog.tsx';

/** Reports per page. */
export const REPORTS_PER_PAGE = 20;

const LIST_STATE = {
  search: true,
  filters: { status: { default: 'all', values: ['all', 'open', 'in_progress', 'resolved', 'rejected'] } },
  sort: { default: 'newest', values: ['newest', 'oldest'] },
} as const;

const STATUS_OPTIONS: { value: string; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Every status` },
  { value: 'open', label: msg`Open` },
  { value: 'in_progress', label: msg`In progress` },
  { value: 'resolved', label: msg`Resolved` },
  { value: 'rejected', label: msg`Rejected` },
];

function Where({ report }: { report: AdminMediaReport }) {
  const { season, episode } = report;
  if (season && episode) return <Trans>Season {season}, episode {episode}</Trans>;
  if (season) return <Trans>Season {season}</Trans>;
  return null;
}

function ReportRow({ report, onAnswer }: { report: AdminMediaReport; onAnswer: (report: AdminMediaReport, mode: ReportDialogMode) => void }) {
  const { t } = useLingui();
  const status = REPORT_STATUS[report.status];
  const title = report.media.title;
  return (
    <Table.Row>
      <Table.Cell>
        <div className={styles.titleCell}>
          <strong>{title}</strong>
          <span className={styles.muted}>
            {report.media.year ?? ''} <Where report={report} />
          </span>
        </div>
      </Table.Cell>
      <Table.Cell>
        <div className={styles.titleCell}>
          <span>{t(REPORT_ISSUE[report.issue])}</span>
          {report.details ? <p className={styles.text}>{report.details}</p> : null}
        </div>
      </Table.Cell>
      <Table.Cell>
        <div className={styles.titleCell}>
          <TextLink asChild>
            <Link to={`/admin/users/${report.user.id}`}>{report.user.name}</Link>
          </TextLink>
          <span className={styles.muted}>{formatDate(report.created_at)}</span>
        </div>
      </Table.Cell>
      <Table.Cell>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </Table.Cell>
      <Table.Cell>
        {report.reply ? (
          <p className={styles.text}>{report.reply}</p>
        ) : (
          <span className={styles.muted}>
            <Trans>No reply yet</Trans>
          </span>
        )}
      </Table.Cell>
      <Table.Cell>
        <div className={styles.actions} role="group" aria-label={t`Actions for the report about ${title}`}>
          <Button size="sm" variant="secondary" onClick={() => onAnswer(report, 'reply')}>
            <Trans>Reply</Trans>
          </Button>
          {report.status === 'resolved' ? null : (
            <Button size="sm" onClick={() => onAnswer(report, 'resolve')}>
              <Trans>Resolve</Trans>
            </Button>
          )}
        </div>
      </Table.Cell>
    </Table.Row>
  );
}

/** `/app/admin/requests/media-reports`: the problems customers reported with titles, to answer and resolve. */
export default function MediaReportsScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const reports = useMediaReports({
    page: list.page,
    perPage: REPORTS_PER_PAGE,
    search: list.search,
    status: list.filters.status === 'all' ? null : (list.filters.status as AdminMediaReportStatus),
    sortDirection: list.sort === 'oldest' ? 'asc' : 'desc',
  });
  const outcome = useOutcome();
  const reply = useReplyToReport();
  const resolve = useResolveReport();
  const [answering, setAnswering] = useState<{ report: AdminMediaReport; mode: ReportDialogMode } | null>(null);

  return (
    <section aria-labelledby="media-reports-heading">
      <Stack gap="lg">
        <h2 id="media-reports-heading" className={styles.sectionHeading}>
          <Trans>Media reports</Trans>
        </h2>
        <div className={styles.toolbar}>
          <ListSearch list={list} label={t`Search reports`} />
          <SelectField
            label={t`Status`}
            value={list.filters.status}
            onChange={(event) => list.setFilter('status', event.target.value as typeof list.filters.status)}
            options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
          <SelectField
            label={t`Order`}
            value={list.sort}
            onChange={(event) => list.setSort(event.target.value as typeof list.sort)}
            options={[
              { value: 'newest', label: t`Newest first` },
              { value: 'oldest', label: t`Oldest first` },
            ]}
          />
        </div>
        <div>
          <PagedList
            query={reports}
            list={list}
            loading={<SectionLoading label={t`Loading the reports`} shape="text" lines={6} />}
            error={t`The reports could not be loaded`}
            empty={{ title: t`No reports yet`, description: t`When customers report a problem with a title, it shows here.` }}
            noMatch={{ title: t`No reports match`, description: t`Try another search, or show every report.`, clearLabel: <Trans>Show every report</Trans> }}
            offPage={t`There are no reports on this page.`}
            pagerLabel={t`Report pages`}
          >
            {(rows, { busy, total }) => (
              <Table caption={t`Media reports (${total})`} captionHidden aria-busy={busy || undefined}>
                <Table.Head>
                  <Table.Row>
                    <Table.HeaderCell>
                      <Trans>Title</Trans>
                    </Table.HeaderCell>
                    <Table.HeaderCell>
                      <Trans>Problem</Trans>
                    </Table.HeaderCell>
                    <Table.HeaderCell>
                      <Trans>Reported by</Trans>
                    </Table.HeaderCell>
                    <Table.HeaderCell>
                      <Trans>Status</Trans>
                    </Table.HeaderCell>
                    <Table.HeaderCell>
                      <Trans>Reply</Trans>
                    </Table.HeaderCell>
                    <Table.HeaderCell>
                      <Trans>Actions</Trans>
                    </Table.HeaderCell>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {rows.map((report) => (
                    <ReportRow key={report.id} report={report} onAnswer={(chosen, mode) => setAnswering({ report: chosen, mode })} />
                  ))}
                </Table.Body>
              </Table>
            )}
          </PagedList>
        </div>
      </Stack>
      <ReportDialog
        key={answering ? `${answering.report.id}-${answering.mode}` : 'closed'}
        report={answering?.report ?? null}
        mode={answering?.mode ?? 'reply'}
        onOpenChange={(open) => {
          if (!open) setAnswering(null);
        }}
        onSubmit={async (values) => {
          if (!answering) return;
          const { report, mode } = answering;
          const answer =
            mode === 'resolve'
              ? await resolve.mutateAsync({ id: report.id, reply: values.reply })
              : await reply.mutateAsync({ id: report.id, reply: values.reply ?? '', status: values.status });
          setAnswering(null);
          outcome.done(answer.message, mode === 'resolve' ? t`The report has been resolved.` : t`Your reply has been sent to the customer.`);
        }}
        onFailed={(error) => {
          setAnswering(null);
          outcome.failed(error);
        }}
      />
      {outcome.dialog}
    </section>
  );
}
