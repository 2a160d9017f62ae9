import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '#utils/cx.ts';
import * as styles from './layout.css.ts';

export interface CenteredPanelProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The screen's `h1`. */
  title: ReactNode;
  description?: ReactNode;
  /** A logo or icon above the title. */
  logo?: ReactNode;
  /** Secondary links under the content, e.g. "Forgot your password?". */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The narrow card of the public screens: sign in, password reset, accept invite, request trial. */
export function CenteredPanel({ title, description, logo, footer, children, className, ...props }: CenteredPanelProps) {
  return (
    <div className={cx(styles.centeredScreen, className)} {...props}>
      <div className={styles.centeredPanel}>
        <div className={styles.centeredHeader}>
          {logo}
          <h1 className={styles.centeredTitle}>{title}</h1>
          {description ? <p className={styles.cardDescription}>{description}</p> : null}
        </div>
        {children}
        {footer ? <div className={styles.centeredFooter}>{footer}</div> : null}
      </div>
    </div>
  );
}
