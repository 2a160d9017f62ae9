import { Breadcrumbs } from '@portal/ui-kit/breadcrumbs';
import { breadcrumbsFrom } from '@portal/ui-kit/route-handle';
import { Link, useMatches } from 'react-router';

/** The trail to the screen on view ("Products / Plex Starter"); `current` names the last crumb after what the screen loaded. */
export function ProductBreadcrumbs({ current }: { current?: string | null }) {
  return <Breadcrumbs items={breadcrumbsFrom(useMatches(), { current })} renderLink={(crumb) => <Link to={crumb.to}>{crumb.label}</Link>} />;
}
