import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { failureStatus } from '@portal/ui-kit/outcome';
import { SectionLoading } from '@portal/ui-kit/section';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

/** The id in the address (`:alert`, `:popup`, `:block`): undefined on `new`, null when it is not an id. */
export function useEditedId(param: string): number | null | undefined {
  const raw = useParams()[param];
  if (raw === undefined) return undefined;
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

export function NotFound({ title, listPath, listLabel }: { title: string; listPath: string; listLabel: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={title}
      description={t`It may have been deleted. The list shows every one there is.`}
      action={
        <Button asChild variant="secondary">
          <Link to={listPath}>{listLabel}</Link>
        </Button>
      }
    />
  );
}

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** An item to edit: loading, not found, failed, or the form. */
export function Loaded<T>({
  query,
  loading,
  failed,
  notFound,
  children,
}: {
  query: QueryLike<T>;
  loading: string;
  failed: string;
  notFound: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SectionLoading label={loading} shape="form" />;
  if (query.isError || query.data === undefined) {
    if (failureStatus(query.error) === 404) return notFound;
    return <ErrorState title={failed} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

export function CancelLink({ to }: { to: string }) {
  return (
    <Button asChild variant="secondary">
      <Link to={to}>
        <Trans>Cancel</Trans>
      </Link>
    </Button>
  );
}
