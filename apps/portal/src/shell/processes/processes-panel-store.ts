import { createStore } from 'zustand/vanilla';

export interface ProcessesPanelState {
  open: boolean;
  /** The processes opened one from another; empty while the list shows. */
  trail: number[];
  /** The process whose entry gets the focus back after Back. */
  returnTo: number | null;
}

const initial: ProcessesPanelState = { open: false, trail: [], returnTo: null };

export type ProcessesPanelStore = ReturnType<typeof createProcessesPanelStore>;

/** The panel's state, one store per mounted panel (the shell has one). */
export function createProcessesPanelStore() {
  return createStore<ProcessesPanelState>()(() => initial);
}

export const panelActions = {
  /** The panel always opens on the list. */
  setOpen: (store: ProcessesPanelStore, open: boolean) => store.setState(open ? { ...initial, open: true } : initial),
  show: (store: ProcessesPanelStore, id: number) => store.setState((state) => ({ trail: [...state.trail, id], returnTo: null })),
  back: (store: ProcessesPanelStore) =>
    store.setState((state) => ({ trail: state.trail.slice(0, -1), returnTo: state.trail.at(-1) ?? null })),
};
