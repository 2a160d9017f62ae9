import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import * as styles from './area-nav.css.ts';
import type { Label } from './label.ts';

export interface AreaNavLink {
  /** Relative to the area, e.g. `invites`. */
  to: string;
  /** A `msg` descriptor (a module-level list of links) or text already translated. */
  label: Label;
}

/**
 * The tab-like links between the child screens of an area. Each child is a route of its own, so
 * these are links, not tabs: NavLink marks the open one with the class `active` and
 * aria-current="page".
 */
export function AreaNav({ label, links }: { label: string; links: readonly AreaNavLink[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={styles.link}>
              {typeof link.label === 'string' ? link.label : t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
