import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '#utils/cx.ts';
import * as styles from './area-nav.css.ts';

export interface AreaNavLink {
  /** Where the link goes, as the router takes it (`invites`, `/admin/nodes/7/edit`). */
  to: string;
  /** A `msg` descriptor (a module-level list of links) or text already translated. */
  label: MessageDescriptor | string;
  /** Open only on its own address, not on the screens below it (an area's first screen at the area's address). */
  end?: boolean;
}

export interface AreaNavProps extends Omit<ComponentPropsWithRef<'nav'>, 'children' | 'aria-label'> {
  /** The navigation's accessible name: the area's ("Plex tools", "Node sections"). */
  label: string;
  links: readonly AreaNavLink[];
  /**
   * The router's link to one screen, e.g. `(link, text) => <NavLink to={link.to} end={link.end}>{text}</NavLink>`.
   * It is styled as a tab; the open one must carry `aria-current="page"`, as `NavLink` does.
   */
  renderLink: (link: AreaNavLink, text: string) => ReactNode;
}

/**
 * The tab-like links between the child screens of an area. Each child is a route of its own, with
 * its own address, so these are links, not tabs.
 */
export function AreaNav({ label, links, renderLink, className, ...props }: AreaNavProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={label} className={cx(styles.nav, className)} {...props}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Slot className={styles.link}>{renderLink(link, typeof link.label === 'string' ? link.label : t(link.label))}</Slot>
          </li>
        ))}
      </ul>
    </nav>
  );
}
