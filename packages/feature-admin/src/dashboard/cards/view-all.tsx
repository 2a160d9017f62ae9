import { TextLink } from '@portal/ui-kit/link';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The card's way to the screen that lists everything: "View all", with what it lists for screen readers. */
export function ViewAll({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink asChild>
      <Link to={to}>{children}</Link>
    </TextLink>
  );
}
