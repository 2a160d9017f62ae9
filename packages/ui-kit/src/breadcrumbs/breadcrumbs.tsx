import type { ComponentPropsWithRef, ReactNode } from 'react';
import { TextLink } from '#link/text-link.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './breadcrumbs.css.ts';
import type { Breadcrumb } from '#route-handle/route-handle.ts';

export interface BreadcrumbsProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  items: readonly Breadcrumb[];
  /**
   * The link to a crumb, e.g. `(crumb) => <Link to={crumb.to}>{crumb.label}</Link>` with the
   * router's `Link`; it is styled as a text link.
   */
  renderLink: (crumb: Breadcrumb) => ReactNode;
}

/**
 * The trail to the screen on view, for `Page`'s `breadcrumbs` (which names it "Breadcrumb"): links
 * to the screens above, then the current one, marked `aria-current="page"`.
 */
export function Breadcrumbs({ items, renderLink, className, ...props }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <ol className={cx(styles.list, className)} {...props}>
      {items.map((crumb, index) => (
        <li key={crumb.to} className={styles.item}>
          {index > 0 ? <span aria-hidden="true">/</span> : null}
          {crumb.current ? <span aria-current="page">{crumb.label}</span> : <TextLink asChild>{renderLink(crumb)}</TextLink>}
        </li>
      ))}
    </ol>
  );
}
