import { Card, Stack } from '@portal/ui-kit/layout';
import { Skeleton, SkeletonText } from '@portal/ui-kit/skeleton';

/** A tool's placeholder while its data or code loads. */
export function ToolLoading({ label }: { label: string }) {
  return (
    <Card aria-busy="true" aria-label={label} role="status">
      <Stack gap="md">
        <Skeleton height="1.5rem" width="40%" />
        <SkeletonText lines={3} />
      </Stack>
    </Card>
  );
}
