import { Trans } from '@lingui/react/macro';
import { TextLink } from '@portal/ui-kit/link';
import { Link } from 'react-router';
import type { NodeRequester } from '../api/types.ts';
import * as styles from './node-pages.css.ts';

/** Who asked, with a link to their user page; the log does not always say. */
export function RequesterName({ requester }: { requester: NodeRequester | null | undefined }) {
  if (!requester) {
    return (
      <span className={styles.muted}>
        <Trans>Not recorded</Trans>
      </span>
    );
  }
  return (
    <TextLink asChild>
      <Link to={`/admin/users/${requester.id}`}>{requester.name}</Link>
    </TextLink>
  );
}
