import type { LoungeMeta } from '@portal/api-client';

/** A page of a request-lounge list, whatever it holds. */
export interface LoungePage<T> {
  data: T[];
  meta: LoungeMeta;
}

/** The page after this one, or undefined on the last page: the list stops at `last_page`. */
export function nextLoungePage(page: LoungePage<unknown>): number | undefined {
  const { current_page: current, last_page: last } = page.meta;
  return current < last ? current + 1 : undefined;
}

/**
 * The list the pages add up to. The server decides through `append_to_result`: a page that
 * appends adds its items after the ones before it, any other page replaces the whole list.
 * An item that comes again on a later page (the list moved while paging) is kept once, where
 * it first appeared, so keys stay unique.
 */
export function mergeLoungePages<T>(pages: readonly LoungePage<T>[], keyOf: (item: T) => string | number): T[] {
  let items: T[] = [];
  let seen = new Set<string | number>();
  for (const page of pages) {
    if (!page.meta.append_to_result) {
      items = [];
      seen = new Set();
    }
    for (const item of page.data) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}
