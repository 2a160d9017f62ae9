import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@portal/ui-kit/button';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { useId } from 'react';
import * as styles from '../server.css.ts';

export interface ActionRowProps {
  /** A heading for the row, when the button's label alone does not say enough. */
  name?: string;
  description: string;
  /** Why the action is not available now (see `unavailableReason`); the button is disabled and says so. */
  reason: MessageDescriptor | null;
  /** Another action of the page is running. */
  waiting: boolean;
  loading: boolean;
  buttonLabel: string;
  variant?: ButtonProps['variant'];
  onRun: () => void;
}

/** One action: its name and what it does, its button, and the reason when it cannot run. */
export function ActionRow({ name, description, reason, waiting, loading, buttonLabel, variant = 'secondary', onRun }: ActionRowProps) {
  const descriptionId = useId();
  const reasonId = useId();
  const { t } = useLingui();
  return (
    <li className={styles.actionItem}>
      <div className={styles.actionText}>
        {name ? <p className={styles.actionName}>{name}</p> : null}
        <p id={descriptionId} className={styles.actionDescription}>
          {description}
        </p>
        {reason ? (
          <p id={reasonId} className={styles.actionReason}>
            {t(reason)}
          </p>
        ) : null}
      </div>
      <Button
        className={styles.actionButton}
        variant={variant}
        loading={loading}
        disabled={Boolean(reason) || waiting}
        aria-describedby={reason ? `${descriptionId} ${reasonId}` : descriptionId}
        onClick={onRun}
      >
        {buttonLabel}
      </Button>
    </li>
  );
}
