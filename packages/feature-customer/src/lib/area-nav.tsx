import { NavLink } from 'react-router';
import * as styles from './area-nav.css.ts';

export interface AreaNavLink {
  /** Relative to the area, e.g. `invites`. */
  to: string;
  label: string;
}

/**
 * The tab-like links between the child screens of an area. Each child is a route of its own, so
 * these are links, not tabs: NavLink marks the open one with the class `active` and
 * aria-current="page".
 */
export function AreaNav({ label, links }: { label: string; links: readonly AreaNavLink[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
