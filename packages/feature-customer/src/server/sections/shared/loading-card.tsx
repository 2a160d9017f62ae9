import { Card } from '@portal/ui-kit/layout';
import { SkeletonText } from '@portal/ui-kit/skeleton';
import { Spinner } from '@portal/ui-kit/spinner';

/** A section's card while its data loads: placeholder lines, and the label for screen readers. */
export function LoadingCard({ title, label, lines = 3 }: { title: string; label: string; lines?: number }) {
  return (
    <Card title={title} aria-busy="true">
      <Spinner label={label} size="sm" />
      <SkeletonText lines={lines} />
    </Card>
  );
}
