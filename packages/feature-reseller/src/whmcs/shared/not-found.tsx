import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/section';
import { Link } from 'react-router';

/** What the address names is not the reseller's (or is gone): said plainly, with the way back. */
export function WhmcsNotFound({ title, description, back }: { title: string; description: string; back: { to: string; label: string } }) {
  const backLink = (
    <Button asChild variant="secondary">
      <Link to={back.to}>{back.label}</Link>
    </Button>
  );
  return <EmptyState headingLevel={2} title={title} description={description} action={backLink} />;
}
