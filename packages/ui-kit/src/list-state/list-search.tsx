import { TextField } from '#field/text-field.tsx';
import type { ListState } from './use-list-state.ts';

/** The part of any list's state the search needs. */
type SearchState = Pick<ListState<Record<string, never>, string>, 'searchText' | 'setSearchText' | 'submitSearch'>;

export interface ListSearchProps {
  /** The list's state from `useListState`, with `search: true`. */
  list: SearchState;
  /** The field's label: "Search tickets". */
  label: string;
}

/**
 * The search of a list screen: a search landmark with one field bound to the list's state. Typing
 * sends the search after the debounce; Enter sends it at once.
 */
export function ListSearch({ list, label }: ListSearchProps) {
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        list.submitSearch();
      }}
    >
      <TextField label={label} type="search" value={list.searchText} onChange={(event) => list.setSearchText(event.target.value)} />
    </form>
  );
}
