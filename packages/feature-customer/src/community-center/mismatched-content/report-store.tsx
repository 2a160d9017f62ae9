import { createContext, use, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ReportMismatchInput } from '../api/report-mismatch.ts';

/** What the report form starts with: empty for a new report, a closed report's fields to report again. */
export type ReportDraft = Partial<ReportMismatchInput>;

interface ReportState {
  /** The open form's starting values, or null while it is closed. */
  draft: ReportDraft | null;
  open: (draft?: ReportDraft) => void;
  close: () => void;
}

/** The mismatched-content screen's client state: whether the report form is open, and with what. */
function createReportStore(): StoreApi<ReportState> {
  return createStore<ReportState>()((set) => ({
    draft: null,
    open: (draft = {}) => set({ draft }),
    close: () => set({ draft: null }),
  }));
}

const ReportStoreContext = createContext<StoreApi<ReportState> | null>(null);

export function ReportStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createReportStore);
  return <ReportStoreContext value={store}>{children}</ReportStoreContext>;
}

export function useReportStore<T>(selector: (state: ReportState) => T): T {
  const store = use(ReportStoreContext);
  if (!store) throw new Error('useReportStore must be used inside ReportStoreProvider.');
  return useStore(store, selector);
}
