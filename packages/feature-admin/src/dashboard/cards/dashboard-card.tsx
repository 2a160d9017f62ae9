import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { SectionBoundary } from '@portal/ui-kit/error-boundary';
import { Card } from '@portal/ui-kit/layout';
import { SectionError } from '@portal/ui-kit/section';
import type { ReactNode } from 'react';

export interface DashboardCardProps<T> {
  title: string;
  description?: string;
  /** A link to the screen that lists them all. */
  actions?: ReactNode;
  /**
   * The card's part of the dashboard's answer: absent when the backend has no such part (the card
   * is left out), null when the server could not gather it this time (the card says so).
   */
  items: readonly T[] | null | undefined;
  /** "The open tickets could not be loaded": the heading of the card's error. */
  failed: string;
  /** "The open tickets could not be shown": the heading when the card itself crashed. */
  crashed: string;
  empty: { title: string; description?: string };
  onRetry: () => void;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * One part of the admin's home: its own card, its own empty state and its own error, so a part
 * that fails or crashes leaves the rest of the dashboard working.
 */
export function DashboardCard<T>({ title, description, actions, items, failed, crashed, empty, onRetry, children }: DashboardCardProps<T>) {
  const { t } = useLingui();
  if (items === undefined) return null;
  return (
    // A region of its own, so a screen reader can jump from part to part of the dashboard.
    <Card role="region" aria-label={title} title={title} description={description} actions={actions}>
      <SectionBoundary title={crashed} resetKeys={[items]}>
        {items === null ? (
          <SectionError title={failed} message={t`The server could not gather this part of the dashboard. The rest of the page is up to date.`} onRetry={onRetry} />
        ) : items.length === 0 ? (
          <EmptyState headingLevel={3} title={empty.title} description={empty.description} />
        ) : (
          children(items)
        )}
      </SectionBoundary>
    </Card>
  );
}
