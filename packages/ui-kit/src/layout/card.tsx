import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Heading, type HeadingLevel } from '#utils/heading.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './layout.css.ts';

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Rendered as an `h2` (see `headingLevel`). */
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  headingLevel?: HeadingLevel;
  children?: ReactNode;
}

export function Card({ title, description, actions, headingLevel = 2, children, className, ...props }: CardProps) {
  const hasHeader = Boolean(title || description || actions);
  return (
    <div className={cx(styles.card, className)} {...props}>
      {hasHeader ? (
        <div className={styles.cardHeader}>
          <div className={styles.headerText}>
            {title ? (
              <Heading level={headingLevel} className={styles.cardTitle}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.cardDescription}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </div>
  );
}
