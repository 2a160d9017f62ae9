import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { Badge, type BadgeTone } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { SelectField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { formatDateTime, formatNumber } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCreateExport } from '../api/create-export.ts';
import { useDownloadExport } from '../api/download-export.ts';
import { useExport } from '../api/get-export.ts';
import { useExports } from '../api/get-exports.ts';
import { appOperationKeys } from '../api/keys.ts';
import type { ExportFilters, ExportJob, ExportKind, ExportStatus } from '../api/types.ts';
import * as styles from '../shared/settings.css.ts';

const KINDS: Record<ExportKind, MessageDescriptor> = {
  users: msg`Users`,
  servers: msg`Servers`,
  invoices: msg`Invoices`,
};

const STATUSES: Record<ExportStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  queued: { label: msg`Queued`, tone: 'neutral' },
  running: { label: msg`Running`, tone: 'info' },
  done: { label: msg`Ready`, tone: 'success' },
  failed: { label: msg`Failed`, tone: 'danger' },
};

/** The one filter each kind offers: its field, and its choices ('' is every record). */
const FILTERS: Record<ExportKind, { name: keyof ExportFilters; label: MessageDescriptor; options: [string, MessageDescriptor][] }> = {
  users: {
    name: 'role',
    label: msg`Role`,
    options: [
      ['', msg`Every user`],
      ['customer', msg`Customers`],
      ['trial', msg`Trial users`],
      ['contributor', msg`Contributors`],
      ['moderator', msg`Moderators`],
      ['admin', msg`Admins`],
    ],
  },
  servers: {
    name: 'server_type',
    label: msg`Server type`,
    options: [
      ['', msg`Every server`],
      ['plex', msg`Plex servers`],
      ['emby', msg`Emby servers`],
      ['jellyfin', msg`Jellyfin servers`],
    ],
  },
  invoices: {
    name: 'status',
    label: msg`Invoice status`,
    options: [
      ['', msg`Every invoice`],
      ['paid', msg`Paid`],
      ['unpaid', msg`Unpaid`],
      ['overdue', msg`Overdue`],
      ['cancelled', msg`Cancelled`],
      ['refunded', msg`Refunded`],
    ],
  },
};

const isKind = (value: unknown): value is ExportKind => value === 'users' || value === 'servers' || value === 'invoices';

function rowsText(job: ExportJob): string {
  const rows = formatNumber(job.rows);
  return plural(job.rows, { one: `${rows} row`, other: `${rows} rows` });
}

function ProgressBar({ value, label }: { value: number; label: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.progressTrack} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={t`${value} %`}>
      <div className={styles.progressBar} style={{ width: `${value}%` }} />
    </div>
  );
}

function DownloadButton({ job, variant = 'primary' }: { job: ExportJob; variant?: 'primary' | 'secondary' }) {
  const download = useDownloadExport();
  const outcome = useOutcome();
  const name = job.file_name;
  return (
    <>
      <Button
        variant={variant}
        size={variant === 'primary' ? 'md' : 'sm'}
        loading={download.isPending}
        onClick={() => download.mutate(job, { onError: (error) => outcome.failed(error) })}
      >
        <Trans>Download {name}</Trans>
      </Button>
      {outcome.dialog}
    </>
  );
}

/** The export just started: its progress while it runs, then its download. */
function ActiveExport({ job: started, onAgain }: { job: ExportJob; onAgain: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const polled = useExport(started.id, started);
  const job = polled.data ?? started;
  const kind = t(KINDS[job.kind]);
  const finished = job.status === 'done' || job.status === 'failed';

  useEffect(() => {
    // The list shows the job's final state once it has one.
    if (finished) void queryClient.invalidateQueries({ queryKey: appOperationKeys.exportList() });
  }, [finished, queryClient]);

  const progress = job.status === 'done' ? 100 : job.progress;
  return (
    <section className={styles.panel} aria-label={t`Current export`} aria-busy={!finished || undefined}>
      <div className={styles.jobHeader}>
        <h3 className={styles.jobTitle}>
          <Trans>Export of {kind}</Trans>
        </h3>
        <Badge tone={STATUSES[job.status].tone}>{t(STATUSES[job.status].label)}</Badge>
      </div>
      {job.status === 'failed' ? (
        <Alert tone="error">{job.error ? job.error : t`The export failed. Start it again; if it fails again, the server's log says why.`}</Alert>
      ) : (
        <>
          <ProgressBar value={progress} label={t`Progress of the export of ${kind}`} />
          <p className={styles.muted} role="status">
            {job.status === 'queued' ? t`Waiting in the queue…` : null}
            {job.status === 'running' ? t`Exporting ${rowsText(job)}: ${progress} % done.` : null}
            {job.status === 'done' ? t`Ready: ${rowsText(job)}.` : null}
          </p>
        </>
      )}
      {polled.isError && !finished ? <Alert tone="warning">{t`The progress could not be checked. Trying again…`}</Alert> : null}
      <div className={styles.footer}>
        {job.status === 'failed' ? (
          <Button variant="secondary" onClick={onAgain}>
            <Trans>Start again</Trans>
          </Button>
        ) : null}
        {job.status === 'done' ? <DownloadButton job={job} /> : null}
      </div>
    </section>
  );
}

function NewExport() {
  const { t } = useLingui();
  const create = useCreateExport();
  const outcome = useOutcome();
  const [kind, setKind] = useState<ExportKind>('users');
  const [active, setActive] = useState<ExportJob | null>(null);
  const filter = FILTERS[kind];

  const start = async (values: Record<string, unknown>) => {
    const chosen = isKind(values.kind) ? values.kind : 'users';
    const value = typeof values.filter === 'string' ? values.filter : '';
    const filters: ExportFilters = value ? { [FILTERS[chosen].name]: value } : {};
    try {
      const body = await create.mutateAsync({ kind: chosen, filters });
      setActive(body.data);
    } catch (error) {
      // A 422 goes back to the form, next to its field; anything else is told in the dialog.
      if (error && typeof error === 'object' && 'status' in error && error.status === 422) throw error;
      outcome.failed(error);
    }
  };

  return (
    <Card title={t`New export`} description={t`A CSV file of the records as they are now, for a spreadsheet or the accounts. Large exports take a moment; the file is ready to download here.`}>
      <div className={styles.stack}>
        <Form<Record<string, unknown>> className={styles.form} aria-label={t`New export`} onSubmit={start}>
          <FormError />
          <div className={styles.fieldRow}>
            <SelectField
              name="kind"
              label={t`What to export`}
              value={kind}
              onChange={(event) => setKind(isKind(event.target.value) ? event.target.value : 'users')}
              options={(Object.keys(KINDS) as ExportKind[]).map((value) => ({ value, label: t(KINDS[value]) }))}
            />
            <SelectField
              key={kind}
              name="filter"
              label={t(filter.label)}
              defaultValue=""
              options={filter.options.map(([value, label]) => ({ value, label: t(label) }))}
            />
          </div>
          <p className={styles.muted}>
            <Trans>Cells that a spreadsheet would run as a formula start with an apostrophe in the file, so opening it is safe.</Trans>
          </p>
          <div className={styles.footer}>
            <SubmitButton>
              <Trans>Start export</Trans>
            </SubmitButton>
          </div>
        </Form>
        {active ? <ActiveExport key={active.id} job={active} onAgain={() => setActive(null)} /> : null}
      </div>
      {outcome.dialog}
    </Card>
  );
}

function RecentExport({ job }: { job: ExportJob }) {
  const { t } = useLingui();
  const status = STATUSES[job.status];
  const kind = t(KINDS[job.kind]);
  const by = job.requested_by?.name;
  return (
    <ListCard>
      <div className={styles.jobHeader}>
        <ListCardTitle level={3}>{job.file_name}</ListCardTitle>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </div>
      <p className={styles.muted}>
        {by
          ? t`${kind}, ${rowsText(job)}, started ${formatDateTime(job.created_at)} by ${by}`
          : t`${kind}, ${rowsText(job)}, started ${formatDateTime(job.created_at)}`}
      </p>
      {job.status === 'running' || job.status === 'queued' ? <ProgressBar value={job.progress} label={t`Progress of ${job.file_name}`} /> : null}
      {job.status === 'done' ? (
        <div>
          <DownloadButton job={job} variant="secondary" />
        </div>
      ) : null}
    </ListCard>
  );
}

function RecentExports() {
  const { t } = useLingui();
  const jobs = useExports();
  return (
    <Card title={t`Recent exports`} description={t`The last twenty exports of every admin. Download a finished one again at any time.`}>
      <Section
        query={jobs}
        loading={t`Loading the recent exports`}
        error={t`The recent exports could not be loaded`}
        empty={(data) => data.length === 0}
        emptyState={{ title: t`No exports yet`, description: t`Start one above; it shows up here.` }}
      >
        {(data) => (
          <ListCardList aria-label={t`Recent exports`}>
            {data.map((job) => (
              <RecentExport key={job.id} job={job} />
            ))}
          </ListCardList>
        )}
      </Section>
    </Card>
  );
}

/** `/app/admin/app-management/exports`: users, servers or invoices as CSV, with the progress of a large export and its download. */
export default function ExportsScreen() {
  return (
    <div className={styles.stack}>
      <NewExport />
      <RecentExports />
    </div>
  );
}
