import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { Dialog } from '@portal/ui-kit/dialog';
import { TextAreaField } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, SubmitButton, text } from '@portal/ui-kit/form';
import { isValidationFailure } from '@portal/ui-kit/outcome';
import type { AdminMediaRequest } from '../api/types.ts';
import * as styles from '../requests.css.ts';

/** The API's limit on a reason. */
export const REASON_MAX = 500;

export interface DeclineDialogProps {
  /** The requests to decline: one from its row, or the selection. */
  requests: readonly AdminMediaRequest[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Declines with the reason (null without one); a 422 thrown back shows next to the reason. */
  onDecline: (reason: string | null) => Promise<void>;
  /** Any other failure: the dialog closes and the screen says why. */
  onFailed: (error: unknown) => void;
}

/** Declines one request or many, with an optional reason that the customer is sent. */
export function DeclineDialog({ requests, open, onOpenChange, onDecline, onFailed }: DeclineDialogProps) {
  const { t } = useLingui();
  const [first] = requests;
  const name = first?.media.title ?? '';
  const count = requests.length;
  const title =
    count === 1
      ? t`Decline the request for ${name}?`
      : plural(count, { one: 'Decline # request?', other: 'Decline # requests?' });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title={title} description={t`The customer is told that the request was declined, with your reason when you give one.`}>
        <Form<{ reason: string }>
          validate={(values) => ({ reason: maxLengthError(text(values.reason), REASON_MAX, t`Use at most ${REASON_MAX} characters.`) })}
          onSubmit={async (values) => {
            try {
              await onDecline(text(values.reason) || null);
            } catch (error) {
              if (isValidationFailure(error)) throw error;
              onFailed(error);
            }
          }}
        >
          <FormError />
          <TextAreaField name="reason" label={t`Reason (optional)`} rows={3} maxLength={REASON_MAX} description={t`Sent to the customer, for example: not available in your region.`} />
          <div className={styles.formActions}>
            <Dialog.Close asChild>
              <Button variant="secondary">
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.Close>
            <SubmitButton variant="danger">
              <Trans>Decline</Trans>
            </SubmitButton>
          </div>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
