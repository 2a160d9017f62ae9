import { Button } from '@portal/ui-kit/button';
import * as styles from './pager.css.ts';

export interface PagerProps {
  /** Names the navigation landmark, e.g. "Invoice pages". */
  label: string;
  page: number;
  lastPage: number;
  /** While the next page loads: both buttons wait, the current page stays on screen. */
  busy?: boolean;
  onPage: (page: number) => void;
}

/** Previous and next for a paged list, with the page announced politely when it changes. */
export function Pager({ label, page, lastPage, busy = false, onPage }: PagerProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={styles.status} aria-live="polite">
        Page {page} of {lastPage}
      </span>
      <Button variant="secondary" disabled={page >= lastPage || busy} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
