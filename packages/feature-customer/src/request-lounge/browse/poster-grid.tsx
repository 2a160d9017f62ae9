import type { MediaItem } from '@portal/api-client';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { PosterSize } from '../store/request-lounge-store.tsx';
import * as styles from './poster-grid.css.ts';
import { CARD_INFO_REM, GRID_GAP_REM } from './poster-grid.css.ts';

/** The narrowest a card may get for each poster size, in rem: the grid fits as many columns as it can. */
const MIN_CARD_REM: Record<PosterSize, number> = { small: 7, medium: 9.5, large: 12.5 };
/** Before the grid is measured (and where nothing can be, as in tests), assume a desktop column. */
const FALLBACK_WIDTH = 1024;

function remInPx(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/** The grid's width and its distance from the top of the page, kept current as the layout changes. */
function useGridBox() {
  const ref = useRef<HTMLUListElement>(null);
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const rect = node.getBoundingClientRect();
      const next = { width: Math.floor(rect.width), top: Math.round(rect.top + window.scrollY) };
      setBox((current) => (current.width === next.width && current.top === next.top ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    // Content above the grid (a filter row wrapping, an alert) moves it without resizing it.
    if (node.parentElement) observer.observe(node.parentElement);
    return () => observer.disconnect();
  }, []);
  return { ref, ...box };
}

export interface PosterGridProps {
  items: MediaItem[];
  posterSize: PosterSize;
  /** The list's accessible name. */
  label: string;
  renderCard: (item: MediaItem, index: number) => ReactNode;
}

/**
 * A grid of poster cards that stays smooth with thousands of titles: only the rows near the
 * viewport are in the document. Rows have a fixed height worked out from the column width (the
 * posters are 2:3 and the text under them has a fixed height), so nothing needs measuring and
 * nothing jumps while scrolling. The page itself scrolls, so the virtualizer follows the window.
 */
export function PosterGrid({ items, posterSize, label, renderCard }: PosterGridProps) {
  const grid = useGridBox();
  const rem = remInPx();
  const gap = GRID_GAP_REM * rem;
  const width = grid.width || FALLBACK_WIDTH;
  const columns = Math.max(1, Math.floor((width + gap) / (MIN_CARD_REM[posterSize] * rem + gap)));
  const cardWidth = (width - gap * (columns - 1)) / columns;
  const rowHeight = Math.round(cardWidth * 1.5 + CARD_INFO_REM * rem + rem * 0.5 + gap);
  const rows = Math.ceil(items.length / columns);

  // The virtualizer recomputes its row positions when the key function changes: a new width or
  // poster size gives new rows.
  const layoutKey = `${columns}:${rowHeight}`;
  const rowKey = useCallback((index: number) => `${layoutKey}:${index}`, [layoutKey]);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    getItemKey: rowKey,
    overscan: 3,
    scrollMargin: grid.top,
  });

  return (
    <ul ref={grid.ref} className={styles.grid} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().flatMap((row) =>
        items.slice(row.index * columns, row.index * columns + columns).map((item, column) => {
          const index = row.index * columns + column;
          return (
            <li
              key={item.id}
              className={styles.cell}
              aria-posinset={index + 1}
              aria-setsize={items.length}
              style={{
                width: cardWidth,
                height: rowHeight - gap,
                transform: `translate(${column * (cardWidth + gap)}px, ${row.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {renderCard(item, index)}
            </li>
          );
        }),
      )}
    </ul>
  );
}
