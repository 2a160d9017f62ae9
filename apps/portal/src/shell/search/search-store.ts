import { createStore } from 'zustand/vanilla';
import type { SearchSection } from './sections.ts';

export interface SearchState {
  open: boolean;
  /** The section the query is narrowed to, or null for every section. */
  section: SearchSection | null;
  /** What the user typed, without the section prefix. */
  text: string;
  /** The highlighted entry of the palette (cmdk's value). */
  highlighted: string;
}

const closed: SearchState = { open: false, section: null, text: '', highlighted: '' };

export type SearchStore = ReturnType<typeof createSearchStore>;

/** The palette's state, one store per mounted search (the header has one). */
export function createSearchStore() {
  return createStore<SearchState>()(() => closed);
}

export const searchActions = {
  open: (store: SearchStore) => store.setState({ open: true }),
  /** A palette opens fresh: what was typed last time is gone. */
  close: (store: SearchStore) => store.setState(closed),
  setText: (store: SearchStore, text: string) => store.setState({ text }),
  setSection: (store: SearchStore, section: SearchSection | null) => store.setState({ section }),
  highlight: (store: SearchStore, highlighted: string) => store.setState({ highlighted }),
};
