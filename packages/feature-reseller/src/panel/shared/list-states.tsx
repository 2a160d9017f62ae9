import { Button } from '@portal/ui-kit/button';
import { ListCardList, ListCardSkeleton } from '@portal/ui-kit/list-card';
import { EmptyState } from '@portal/ui-kit/section';

/** A paged list's first load: a few rows' placeholders, named for a screen reader. */
export function ListLoading({ label }: { label: string }) {
  return (
    <ListCardList aria-label={label} aria-busy>
      {[1, 2, 3].map((key) => (
        <ListCardSkeleton key={key} />
      ))}
    </ListCardList>
  );
}

interface ListEmptyProps {
  /** A search or filter is set: the list is empty because of it, and one button shows everything again. */
  filtered: { title: string; description: string; showAll: string; onShowAll: () => void } | null;
  title: string;
  description: string;
}

/** A list with nothing in it: because of its search and filters, or because there is nothing yet. */
export function ListEmpty({ filtered, title, description }: ListEmptyProps) {
  if (filtered) {
    return (
      <EmptyState
        headingLevel={3}
        title={filtered.title}
        description={filtered.description}
        action={
          <Button variant="secondary" onClick={filtered.onShowAll}>
            {filtered.showAll}
          </Button>
        }
      />
    );
  }
  return <EmptyState headingLevel={3} title={title} description={description} />;
}
