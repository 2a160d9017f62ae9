import { Trans } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import type { AdminUserListItem } from '../api/types.ts';
import * as styles from './users.css.ts';

/** A user's roles and billing link as short labels; nothing when they are a plain customer. */
export function UserFlags({ user }: { user: AdminUserListItem }) {
  const whmcsId = user.whmcs_id;
  return (
    <ul className={styles.flags}>
      {user.admin ? (
        <li>
          <Badge tone="info">
            <Trans>Admin</Trans>
          </Badge>
        </li>
      ) : null}
      {user.is_moderator ? (
        <li>
          <Badge tone="info">
            <Trans>Moderator</Trans>
          </Badge>
        </li>
      ) : null}
      {user.is_contributor ? (
        <li>
          <Badge tone="success">
            <Trans>Contributor</Trans>
          </Badge>
        </li>
      ) : null}
      {user.is_trial ? (
        <li>
          <Badge tone="warning">
            <Trans>Trial</Trans>
          </Badge>
        </li>
      ) : null}
      {whmcsId !== null ? (
        <li>
          <Badge>
            <Trans>WHMCS #{whmcsId}</Trans>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
