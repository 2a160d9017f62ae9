import { Trans } from '@lingui/react/macro';
import { TextLink } from '@portal/ui-kit/link';
import { Link } from 'react-router';

/** The trail above a node's screens: back to the list. */
export function BackToNodes({ current }: { current?: string }) {
  return (
    <>
      <TextLink asChild>
        <Link to="/admin/nodes">
          <Trans>Nodes</Trans>
        </Link>
      </TextLink>
      {current ? (
        <>
          {' / '}
          <span aria-current="page">{current}</span>
        </>
      ) : null}
    </>
  );
}
