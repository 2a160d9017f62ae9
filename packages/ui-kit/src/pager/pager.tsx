import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { button } from '#button/button.css.ts';
import { formatNumber } from '#format/format.ts';
import { cx } from '#utils/cx.ts';
import * as styles from './pager.css.ts';

type Direction = 'previous' | 'next';

export interface PagerProps extends Omit<ComponentPropsWithRef<'nav'>, 'children' | 'aria-label' | 'aria-labelledby'> {
  /** Names the navigation landmark, e.g. "Invoice pages"; a screen can have several pagers. */
  label: string;
  /** The page on screen, from 1. */
  page: number;
  /** How many pages there are (the API's `last_page`). With one page or none the pager renders nothing. */
  pageCount: number;
  /**
   * The address of a page. Previous and Next become links, so the page is kept in the address and
   * opens in a new tab. With `onPageChange` as well, a plain click calls it instead of loading the
   * address (a router's client-side navigation).
   */
  getHref?: (page: number) => string;
  /** Called with the page to show. Without `getHref`, Previous and Next are buttons. */
  onPageChange?: (page: number) => void;
  /** While the next page loads: the page on screen stays and both controls wait, keeping focus. */
  busy?: boolean;
  previousLabel?: ReactNode;
  nextLabel?: ReactNode;
}

/** A click the browser should handle itself: a new tab or window, a download. */
function isModified(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

const controlClass = cx(button({ variant: 'secondary' }), styles.control);

/**
 * Previous and Next for a paged list, with "Page 3 of 12" between them, announced politely when it
 * changes. The ends are disabled; when the control in use reaches its end, focus moves to the other
 * one, so a keyboard user is not dropped at the top of the page.
 */
export function Pager({
  label,
  page,
  pageCount,
  getHref,
  onPageChange,
  busy = false,
  previousLabel: previousLabelProp,
  nextLabel: nextLabelProp,
  className,
  ...props
}: PagerProps) {
  const { t } = useLingui();
  const previousLabel = previousLabelProp === undefined ? t`Previous` : previousLabelProp;
  const nextLabel = nextLabelProp === undefined ? t`Next` : nextLabelProp;
  const controls = useRef<Record<Direction, HTMLElement | null>>({ previous: null, next: null });
  const lastUsed = useRef<Direction | null>(null);
  const atStart = page <= 1;
  const atEnd = page >= pageCount;

  useLayoutEffect(() => {
    const used = lastUsed.current;
    const reachedEnd = (used === 'next' && atEnd) || (used === 'previous' && atStart);
    if (!used || !reachedEnd) return;
    lastUsed.current = null;
    const active = document.activeElement;
    // Only when focus is still on the control that just ended, or was lost with it.
    if (active && active !== document.body && active !== controls.current[used]) return;
    controls.current[used === 'next' ? 'previous' : 'next']?.focus();
  }, [atStart, atEnd]);

  if (pageCount <= 1) return null;

  const control = (direction: Direction) => {
    const target = direction === 'previous' ? page - 1 : page + 1;
    const end = direction === 'previous' ? atStart : atEnd;
    const children = direction === 'previous' ? previousLabel : nextLabel;
    const ref = (node: HTMLElement | null) => {
      controls.current[direction] = node;
    };
    const go = () => {
      lastUsed.current = direction;
      onPageChange?.(target);
    };

    if (!getHref) {
      return (
        <button
          ref={ref}
          type="button"
          className={controlClass}
          disabled={end}
          // Waiting, not disabled: the control keeps focus while the page loads.
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) go();
          }}
        >
          {children}
        </button>
      );
    }

    if (end) {
      // A link with nowhere to go: not followed, not focusable, read as a disabled link.
      return (
        <span ref={ref} role="link" aria-disabled="true" className={controlClass}>
          {children}
        </span>
      );
    }

    return (
      <a
        ref={ref}
        href={getHref(target)}
        rel={direction === 'previous' ? 'prev' : 'next'}
        aria-disabled={busy || undefined}
        className={controlClass}
        onClick={(event) => {
          if (busy) {
            event.preventDefault();
            return;
          }
          if (!onPageChange || event.defaultPrevented || isModified(event)) return;
          event.preventDefault();
          go();
        }}
      >
        {children}
      </a>
    );
  };

  const current = formatNumber(page);
  const total = formatNumber(pageCount);
  return (
    <nav aria-label={label} aria-busy={busy || undefined} className={cx(styles.pager, className)} {...props}>
      {control('previous')}
      <p className={styles.status} aria-live="polite" aria-atomic="true">
        {t`Page ${current} of ${total}`}
      </p>
      {control('next')}
    </nav>
  );
}
