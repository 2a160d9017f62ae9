import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Heading, type HeadingLevel } from '#utils/heading.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './empty-state.css.ts';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** What the user can do about it, e.g. a "Create server" button. */
  action?: ReactNode;
  /** A decorative icon. */
  icon?: ReactNode;
  /** Defaults to 2; use 3 inside a titled `Card`. */
  headingLevel?: HeadingLevel;
}

export function EmptyState({ title, description, action, icon, headingLevel = 2, className, ...props }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)} {...props}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading level={headingLevel} className={styles.title}>
        {title}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
