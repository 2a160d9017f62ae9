import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { Dialog } from '@portal/ui-kit/dialog';
import { SelectField, TextAreaField } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, requiredError, SubmitButton, text } from '@portal/ui-kit/form';
import { isValidationFailure } from '@portal/ui-kit/outcome';
import type { AdminMediaReport, AdminMediaReportStatus } from '../api/types.ts';
import { REPORT_STATUS } from '../labels.ts';
import * as styles from '../requests.css.ts';

/** The API's limit on a reply. */
export const REPLY_MAX = 2000;

export type ReportDialogMode = 'reply' | 'resolve';

export interface ReportDialogProps {
  report: AdminMediaReport | null;
  mode: ReportDialogMode;
  onOpenChange: (open: boolean) => void;
  /** Sends the answer; a 422 thrown back shows next to its field. */
  onSubmit: (values: { reply: string | null; status: AdminMediaReportStatus }) => Promise<void>;
  /** Any other failure: the dialog closes and the screen says why. */
  onFailed: (error: unknown) => void;
}

const STATUSES: AdminMediaReportStatus[] = ['open', 'in_progress', 'resolved', 'rejected'];
const TITLES = { reply: msg`Reply to the report`, resolve: msg`Resolve the report` };

/**
 * Answers a customer's report: a reply (which the customer sees with the report) and its new
 * status, or resolving it with an optional last word.
 */
export function ReportDialog({ report, mode, onOpenChange, onSubmit, onFailed }: ReportDialogProps) {
  const { t } = useLingui();
  const title = report?.media.title ?? '';
  const resolving = mode === 'resolve';
  // An open report that gets an answer is being worked on.
  const status: AdminMediaReportStatus = report && report.status !== 'open' ? report.status : 'in_progress';
  return (
    <Dialog.Root open={report !== null} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={t(TITLES[mode])}
        description={resolving ? t`${title} is marked as fixed. The customer is told, with your reply when you write one.` : t`About ${title}. The customer sees your reply with the report and is notified.`}
      >
        <Form<{ reply: string; status?: string }>
          validate={(values) => {
            const reply = text(values.reply);
            return { reply: (resolving ? undefined : requiredError(reply, t`Write a reply.`)) ?? maxLengthError(reply, REPLY_MAX, t`Use at most ${REPLY_MAX} characters.`) };
          }}
          onSubmit={async (values) => {
            try {
              await onSubmit({ reply: text(values.reply) || null, status: resolving ? 'resolved' : ((values.status as AdminMediaReportStatus | undefined) ?? status) });
            } catch (error) {
              if (isValidationFailure(error)) throw error;
              onFailed(error);
            }
          }}
        >
          <FormError />
          <TextAreaField name="reply" label={resolving ? t`Reply (optional)` : t`Reply`} rows={4} maxLength={REPLY_MAX} defaultValue={report?.reply ?? ''} />
          {resolving ? null : (
            <SelectField name="status" label={t`Status`} defaultValue={status} options={STATUSES.map((value) => ({ value, label: t(REPORT_STATUS[value].label) }))} />
          )}
          <div className={styles.formActions}>
            <Dialog.Close asChild>
              <Button variant="secondary">
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.Close>
            <SubmitButton>{resolving ? <Trans>Resolve</Trans> : <Trans>Send reply</Trans>}</SubmitButton>
          </div>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
