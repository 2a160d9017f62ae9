import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CommunityMismatch } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { formatDate } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useCancelMismatch } from '../api/cancel-mismatch.ts';
import { useMismatches } from '../api/get-mismatches.ts';
import * as styles from '../community.css.ts';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { matchHref, problemLabel, STATUS } from './labels.ts';
import { ReportDialog } from './report-dialog.tsx';
import { ReportStoreProvider, useReportStore } from './report-store.tsx';

function CorrectMatch({ value }: { value: string }) {
  const href = matchHref(value);
  const match = href ? (
    <TextLink href={href} target="_blank" rel="noreferrer">
      {value}
    </TextLink>
  ) : (
    value
  );
  return (
    <p className={styles.meta}>
      <Trans>Correct match: {match}</Trans>
    </p>
  );
}

function MismatchItem({ report, onCancel }: { report: CommunityMismatch; onCancel: (report: CommunityMismatch) => void }) {
  const { t } = useLingui();
  const open = useReportStore((state) => state.open);
  const status = STATUS[report.status];
  const canReportAgain = report.status === 'rejected' || report.status === 'cancelled';
  const problem = problemLabel(report.problem);
  const libraryName = report.library_name;
  const serverName = report.server_name;
  const reportedOn = formatDate(report.created_at);
  const noteDate = formatDate(report.updated_at);
  const staffNote = report.staff_note;
  const title = report.title;
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemTitle}>{report.title}</p>
        <p className={styles.meta}>{t`${problem} · ${libraryName} on ${serverName} · reported ${reportedOn}`}</p>
        <CorrectMatch value={report.correct_match} />
        {report.details ? <p className={styles.meta}>{report.details}</p> : null}
        {staffNote ? <p className={styles.note}>{t`Community team, ${noteDate}: ${staffNote}`}</p> : null}
      </div>
      <div className={styles.itemSide}>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
        {report.status === 'open' ? (
          <Button variant="secondary" size="sm" aria-label={t`Cancel the report of ${title}`} onClick={() => onCancel(report)}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        {canReportAgain ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t`Report ${title} again`}
            onClick={() =>
              open({
                server_id: report.server_id,
                library_id: report.library_id,
                title: report.title,
                problem: report.problem,
                details: report.details,
                correct_match: report.correct_match,
              })
            }
          >
            <Trans>Report again</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function Mismatches() {
  const { t } = useLingui();
  const reports = useMismatches();
  const cancel = useCancelMismatch();
  const outcome = useOutcome();
  const open = useReportStore((state) => state.open);
  const [cancelling, setCancelling] = useState<CommunityMismatch | null>(null);

  let content;
  if (reports.isPending) content = <SectionLoading label={t`Loading your reports`} />;
  else if (reports.isError) {
    content = <SectionError title={t`Your reports could not be loaded`} error={reports.error} onRetry={() => void reports.refetch()} />;
  } else if (reports.data.length === 0) {
    content = (
      <EmptyState
        headingLevel={3}
        title={t`No reports yet`}
        description={t`When a movie or show on your server has the wrong title, year, poster or episodes, report it here with the right match.`}
      />
    );
  } else {
    const active = reports.data.filter((report) => report.status === 'open' || report.status === 'in_progress').length;
    content = (
      <Stack gap="md">
        <p className={styles.counter}>
          <Plural value={active} one="# report is still open." other="# reports are still open." />
        </p>
        <ul className={styles.list} aria-label={t`Your reports`}>
          {reports.data.map((report) => (
            <MismatchItem key={report.id} report={report} onCancel={setCancelling} />
          ))}
        </ul>
      </Stack>
    );
  }

  const cancellingTitle = cancelling?.title;
  return (
    <Stack gap="xl">
      <Card
        title={t`Mismatched content`}
        description={t`Titles on your servers that were matched to the wrong movie or show. The community team re-matches them and tells you what they did.`}
        actions={
          <Button onClick={() => open()}>
            <Trans>Report a title</Trans>
          </Button>
        }
      >
        {content}
      </Card>
      <ReportDialog onReported={(message) => outcome.done(message, t`The title has been reported.`)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(next) => {
          if (!next) setCancelling(null);
        }}
        title={t`Cancel this report?`}
        description={cancelling ? t`The community team will not look at ${cancellingTitle}. You can report it again later.` : ''}
        confirmLabel={t`Cancel report`}
        cancelLabel={t`Keep report`}
        tone="danger"
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            const answer = await cancel.mutateAsync(cancelling.id);
            outcome.done(answer.message, t`The report has been cancelled.`);
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </Stack>
  );
}

/** `/app/community-center/mismatched-content`: report titles matched to the wrong metadata, and follow each fix. */
export default function MismatchesScreen() {
  return (
    <ReportStoreProvider>
      <Mismatches />
    </ReportStoreProvider>
  );
}
