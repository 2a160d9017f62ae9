import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isMatchReference, SERVER_TYPE_LABELS } from '@portal/api-client';
import { Dialog } from '@portal/ui-kit/dialog';
import { SelectField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, type FormValidationErrors } from '@portal/ui-kit/form';
import { Stack } from '@portal/ui-kit/layout';
import { SectionError } from '@portal/ui-kit/section';
import { SkeletonText } from '@portal/ui-kit/skeleton';
import { useState } from 'react';
import { useLibraries } from '#api/get-libraries.ts';
import { useServers } from '#api/get-servers.ts';
import { useReportMismatch, type ReportMismatchInput } from '../api/report-mismatch.ts';
import * as styles from '../community.css.ts';
import { PROBLEMS } from './labels.ts';
import { useReportStore, type ReportDraft } from './report-store.tsx';

interface ReportValues {
  server_id?: string;
  library_id?: string;
  title: string;
  problem?: string;
  correct_match: string;
  details: string;
}

const TITLE_LIMIT = 200;
const DETAILS_LIMIT = 1000;

function validateReport(values: ReportValues): FormValidationErrors<ReportValues> {
  const title = values.title.trim();
  const match = values.correct_match.trim();
  const details = values.details.trim();
  const titleLimit = TITLE_LIMIT;
  const detailsLimit = DETAILS_LIMIT;
  const detailsLength = details.length;
  let titleError: string | undefined;
  if (!title) titleError = t`Enter the title as it shows on your server.`;
  else if (title.length > TITLE_LIMIT) titleError = t`Keep the title to ${titleLimit} characters or fewer.`;
  let matchError: string | undefined;
  if (!match) matchError = t`Paste the correct IMDb, TMDB or TheTVDB link, or its ID.`;
  else if (!isMatchReference(match)) matchError = t`Use an IMDb, TMDB or TheTVDB link, or an ID such as tt0017136, tmdb:19 or tvdb:71663.`;
  let detailsError: string | undefined;
  if (values.problem === 'other' && !details) detailsError = t`Describe what is wrong with the title.`;
  else if (details.length > DETAILS_LIMIT) detailsError = t`Keep the details to ${detailsLimit} characters or fewer (they have ${detailsLength}).`;
  return {
    server_id: values.server_id ? undefined : t`Choose the server the title is on.`,
    library_id: values.library_id ? undefined : t`Choose the library the title is in.`,
    title: titleError,
    problem: values.problem ? undefined : t`Choose what is wrong with the title.`,
    correct_match: matchError,
    details: detailsError,
  };
}

function toInput(values: ReportValues): ReportMismatchInput {
  const details = values.details.trim();
  return {
    server_id: Number(values.server_id),
    library_id: Number(values.library_id),
    title: values.title.trim(),
    problem: PROBLEMS.find((problem) => problem.value === values.problem)?.value ?? 'other',
    details: details || null,
    correct_match: values.correct_match.trim(),
  };
}

/** The libraries of the chosen server; remounted per server so a library never outlives its server. */
function LibraryField({ serverId, defaultLibrary }: { serverId: number | null; defaultLibrary: number | undefined }) {
  const { t } = useLingui();
  const libraries = useLibraries(serverId);
  const options = (libraries.data?.libraries ?? []).map((library) => ({ value: String(library.id), label: library.name }));
  let placeholder = t`Choose a library`;
  let error: string | undefined;
  if (serverId === null) placeholder = t`Choose a server first`;
  else if (libraries.isPending) placeholder = t`Loading the libraries…`;
  else if (libraries.isError) {
    const reason = libraries.error.message;
    error = t`The libraries could not be loaded: ${reason}`;
  } else if (options.length === 0) placeholder = t`This server has no libraries`;
  const known = defaultLibrary !== undefined && options.some((option) => option.value === String(defaultLibrary));
  return (
    <SelectField
      // Remounted once the libraries arrive, so a library chosen before is selected again.
      key={`${serverId ?? 'none'}-${options.length}`}
      name="library_id"
      label={t`Library`}
      options={options}
      placeholder={placeholder}
      {...(known ? { defaultValue: String(defaultLibrary) } : {})}
      disabled={serverId === null || options.length === 0}
      {...(error ? { error } : {})}
      required
    />
  );
}

function ReportForm({ draft, onReported }: { draft: ReportDraft; onReported: (message: string) => void }) {
  const { t } = useLingui();
  const servers = useServers();
  const report = useReportMismatch();
  const [serverId, setServerId] = useState<number | null>(draft.server_id ?? null);
  const detailsLimit = DETAILS_LIMIT;

  if (servers.isPending) {
    return (
      <div role="status" aria-label={t`Loading your servers`} aria-busy="true">
        <SkeletonText lines={4} />
      </div>
    );
  }
  if (servers.isError) {
    return <SectionError title={t`Your servers could not be loaded`} error={servers.error} onRetry={() => void servers.refetch()} />;
  }
  if (servers.data.length === 0) {
    return (
      <p className={styles.paragraph}>
        <Trans>You have no servers yet, so there is no title to report. Titles on servers you are invited to are reported by their owner.</Trans>
      </p>
    );
  }

  return (
    <Form<ReportValues>
      aria-label={t`Report a mismatched title`}
      validate={validateReport}
      onSubmit={async (values) => {
        const answer = await report.mutateAsync(toInput(values));
        onReported(answer.message);
      }}
    >
      <Stack gap="md">
        <div className={styles.formRow}>
          <SelectField
            name="server_id"
            label={t`Server`}
            options={servers.data.map((server) => ({ value: String(server.id), label: `${server.name} (${SERVER_TYPE_LABELS[server.type]})` }))}
            placeholder={t`Choose a server`}
            {...(serverId !== null ? { defaultValue: String(serverId) } : {})}
            onChange={(event) => setServerId(event.target.value ? Number(event.target.value) : null)}
            required
          />
          <LibraryField key={serverId ?? 'none'} serverId={serverId} defaultLibrary={serverId === draft.server_id ? draft.library_id : undefined} />
        </div>
        <TextField name="title" label={t`Title`} description={t`As it shows on your server.`} defaultValue={draft.title ?? ''} maxLength={TITLE_LIMIT} autoComplete="off" required />
        <SelectField
          name="problem"
          label={t`What is wrong`}
          options={PROBLEMS.map(({ value, label }) => ({ value, label: t(label) }))}
          placeholder={t`Choose the problem`}
          {...(draft.problem ? { defaultValue: draft.problem } : {})}
          required
        />
        <TextField
          name="correct_match"
          label={t`Correct match`}
          description={t`The IMDb, TMDB or TheTVDB page of the right title, or its ID, e.g. tt0017136, tmdb:19 or tvdb:71663.`}
          defaultValue={draft.correct_match ?? ''}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
        />
        <TextAreaField
          name="details"
          label={t`Details`}
          description={t`Required for “Something else”; up to ${detailsLimit} characters.`}
          defaultValue={draft.details ?? ''}
          rows={3}
        />
        <FormError />
        <Dialog.Footer>
          <Dialog.Close>
            <Trans>Cancel</Trans>
          </Dialog.Close>
          <SubmitButton>
            <Trans>Send report</Trans>
          </SubmitButton>
        </Dialog.Footer>
      </Stack>
    </Form>
  );
}

/** The report form in a dialog, opened empty or with a closed report's fields. */
export function ReportDialog({ onReported }: { onReported: (message: string) => void }) {
  const draft = useReportStore((state) => state.draft);
  const close = useReportStore((state) => state.close);
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={draft !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog.Content
        size="lg"
        title={t`Report a mismatched title`}
        description={t`Tell the community team which title was matched to the wrong movie or show, and what the right one is. They re-match it for everyone.`}
      >
        {draft ? (
          <ReportForm
            draft={draft}
            onReported={(message) => {
              close();
              onReported(message);
            }}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
