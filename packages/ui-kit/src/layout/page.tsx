import { useLingui } from '@lingui/react/macro';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '#utils/cx.ts';
import * as styles from './layout.css.ts';

export interface PageProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The page's one `h1`. */
  title: ReactNode;
  description?: ReactNode;
  /** Page-level buttons, shown beside the title (under it on phones). */
  actions?: ReactNode;
  /** Links to the parent pages; wrapped in a `nav` named "Breadcrumb". */
  breadcrumbs?: ReactNode;
  children?: ReactNode;
}

/** The frame of every screen inside the app shell: heading, actions and padded content. */
export function Page({ title, description, actions, breadcrumbs, children, className, ...props }: PageProps) {
  const { t } = useLingui();
  return (
    <div className={cx(styles.page, className)} {...props}>
      {/* A div, not <header>: outside the shell's <main> a header would be a second banner landmark. */}
      <div className={styles.pageHeader}>
        {breadcrumbs ? (
          <nav aria-label={t`Breadcrumb`} className={styles.breadcrumbs}>
            {breadcrumbs}
          </nav>
        ) : null}
        <div className={styles.headerRow}>
          <div className={styles.headerText}>
            <h1 className={styles.pageTitle}>{title}</h1>
            {description ? <p className={styles.pageDescription}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </div>
      <div className={styles.pageContent}>{children}</div>
    </div>
  );
}
