import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { failureMessage } from '@portal/ui-kit/outcome';
import { Spinner } from '@portal/ui-kit/spinner';
import type { useRecipients } from '../api/count-recipients.ts';
import * as styles from '../shared/messaging.css.ts';

/** How many customers the audience reaches, read out when it changes. */
export function RecipientsSummary({ recipients, complete }: { recipients: ReturnType<typeof useRecipients>; complete: boolean }) {
  const { t } = useLingui();
  let content;
  if (!complete) content = <Trans>Choose who receives it to see how many customers that is.</Trans>;
  else if (recipients.isPending) content = <Spinner label={t`Counting the recipients`} showLabel />;
  else if (recipients.isError) {
    const message = failureMessage(recipients.error);
    content = <Trans>The recipients could not be counted: {message}</Trans>;
  } else {
    const { count, sample } = recipients.data;
    const names = sample.join(', ');
    const others = count - sample.length;
    content =
      count === 0 ? (
        <Trans>Nobody is in this group: choose another.</Trans>
      ) : (
        <>
          <strong>
            <Plural value={count} one="# customer receives it" other="# customers receive it" />
          </strong>
          {names ? (
            <>
              {' '}
              {others > 0 ? (
                <Trans>
                  ({names} and {others} more)
                </Trans>
              ) : (
                <>({names})</>
              )}
            </>
          ) : null}
        </>
      );
  }
  return (
    <p className={styles.note} role="status" aria-live="polite">
      {content}
    </p>
  );
}
