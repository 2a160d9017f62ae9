import { AreaNav as SharedAreaNav, type AreaNavLink } from '@portal/ui-kit/area-nav';
import { NavLink } from 'react-router';

/** The customer areas' links between their child screens (relative to the area), as router links. */
export function AreaNav({ label, links }: { label: string; links: readonly AreaNavLink[] }) {
  return <SharedAreaNav label={label} links={links} renderLink={(link, text) => <NavLink to={link.to} end={link.end}>{text}</NavLink>} />;
}
