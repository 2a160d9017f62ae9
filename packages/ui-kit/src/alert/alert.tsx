import type { ComponentPropsWithRef, ReactNode } from 'react';
import { AlertIcon } from '#icons/alert-icon.tsx';
import { AlertTriangleIcon } from '#icons/alert-triangle-icon.tsx';
import { CheckCircleIcon } from '#icons/check-circle-icon.tsx';
import { InfoIcon } from '#icons/info-icon.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './alert.css.ts';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** A button or link placed at the end, e.g. "Retry". */
  action?: ReactNode;
  children?: ReactNode;
}

const icons = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: AlertTriangleIcon,
  error: AlertIcon,
} satisfies Record<AlertTone, unknown>;

/**
 * An inline callout. Errors and warnings interrupt a screen reader (`role="alert"`); information
 * and success wait politely (`role="status"`).
 */
export function Alert({ tone = 'info', title, action, children, className, ...props }: AlertProps) {
  const Icon = icons[tone];
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={cx(styles.alert({ tone }), className)} {...props}>
      <Icon className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
