import { useCallback, useMemo, useState } from 'react';

/** How much of a page is selected: drives the page's "select all" checkbox (`some` is its mixed state). */
export type PageSelection = 'none' | 'some' | 'all';

export interface Selection<Item, Id> {
  /** The selected items, in the order they were selected. */
  items: readonly Item[];
  /** How many are selected. */
  count: number;
  isSelected: (item: Item) => boolean;
  /** Selects or deselects one item (flips it when `selected` is not given). */
  toggle: (item: Item, selected?: boolean) => void;
  /** How much of these items (a page) is selected. */
  pageState: (pageItems: readonly Item[]) => PageSelection;
  /** Selects every item of the page, or deselects them all when every one is already selected. */
  togglePage: (pageItems: readonly Item[]) => void;
  /** Drops these ids from the selection (items that no longer exist, say). */
  remove: (ids: Iterable<Id>) => void;
  clear: () => void;
}

export interface SelectionOptions<Item, Id> {
  /** The identity of an item across pages and refetches. */
  getId: (item: Item) => Id;
  /**
   * When this value changes the selection empties: pass what decides which items the list holds
   * (its search and filters), so that a selection never hides behind a different view. Paging
   * keeps the selection.
   */
  resetKey?: string;
}

interface State<Item, Id> {
  key: string | undefined;
  selected: ReadonlyMap<Id, Item>;
}

/**
 * The rows of a paged list chosen for a bulk action (see `useBulkRun`). Items are kept by id with
 * the row they were chosen from, so the selection survives paging and a bulk action can still
 * name every item in its progress and its summary.
 *
 * ```tsx
 * const selection = useSelection({ getId: (user: AdminUser) => user.id, resetKey: `${list.search}|${list.filters.role}` });
 * <SelectionCheckbox label={t`Select all on this page`} state={selection.pageState(rows)} onChange={() => selection.togglePage(rows)} />
 * ```
 */
export function useSelection<Item, Id = number>({ getId, resetKey }: SelectionOptions<Item, Id>): Selection<Item, Id> {
  const [state, setState] = useState<State<Item, Id>>(() => ({ key: resetKey, selected: new Map() }));
  // A changed view empties the selection in the same render, before anything can act on it.
  const current = state.key === resetKey ? state : { key: resetKey, selected: new Map<Id, Item>() };
  if (current !== state) setState(current);
  const { selected } = current;

  const change = useCallback(
    (update: (next: Map<Id, Item>) => void) =>
      setState((previous) => {
        const next = new Map(previous.key === resetKey ? previous.selected : []);
        update(next);
        return { key: resetKey, selected: next };
      }),
    [resetKey],
  );

  return useMemo<Selection<Item, Id>>(
    () => ({
      items: [...selected.values()],
      count: selected.size,
      isSelected: (item) => selected.has(getId(item)),
      toggle: (item, value) =>
        change((next) => {
          const id = getId(item);
          if (value ?? !next.has(id)) next.set(id, item);
          else next.delete(id);
        }),
      pageState: (pageItems) => {
        const chosen = pageItems.filter((item) => selected.has(getId(item))).length;
        return chosen === 0 ? 'none' : chosen === pageItems.length ? 'all' : 'some';
      },
      togglePage: (pageItems) =>
        change((next) => {
          const every = pageItems.length > 0 && pageItems.every((item) => next.has(getId(item)));
          for (const item of pageItems) {
            if (every) next.delete(getId(item));
            else next.set(getId(item), item);
          }
        }),
      remove: (ids) =>
        change((next) => {
          for (const id of ids) next.delete(id);
        }),
      clear: () => change((next) => next.clear()),
    }),
    [selected, getId, change],
  );
}
