import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { ProductType } from '../api/types.ts';
import { TYPE_FIELDS, type ProductField, type ProductValues } from '../shared/values.ts';

/**
 * What was typed into a new product while the reseller moves between its steps: going back to the
 * types and forward again, to the same type or another, keeps the name, node and the rest. Only
 * the fields a type sets (price and limits) start again from the other type's defaults. It lives
 * as long as the creation's screens are open and is cleared once the product is created.
 */
export interface ProductDraftState {
  type: ProductType | null;
  values: Partial<ProductValues>;
  chooseType: (type: ProductType) => void;
  saveValue: (name: ProductField, value: string | boolean) => void;
  clear: () => void;
}

export type ProductDraftStore = StoreApi<ProductDraftState>;

export function createProductDraftStore(initial: Partial<Pick<ProductDraftState, 'type' | 'values'>> = {}): ProductDraftStore {
  return createStore<ProductDraftState>()((set) => ({
    type: initial.type ?? null,
    values: initial.values ?? {},
    chooseType: (type) =>
      set((state) => {
        if (state.type === type) return state;
        const values = { ...state.values };
        for (const field of TYPE_FIELDS) delete values[field];
        return { type, values };
      }),
    saveValue: (name, value) => set((state) => ({ values: { ...state.values, [name]: value } })),
    clear: () => set({ type: null, values: {} }),
  }));
}

const DraftContext = createContext<ProductDraftStore | null>(null);

/** The creation's draft for the screens below; a test may hand in a store of its own. */
export function ProductDraftProvider({ store, children }: { store?: ProductDraftStore; children: ReactNode }) {
  const [draft] = useState<ProductDraftStore>(() => store ?? createProductDraftStore());
  return <DraftContext value={draft}>{children}</DraftContext>;
}

export function useProductDraft<Selected>(select: (state: ProductDraftState) => Selected): Selected {
  const draft = useContext(DraftContext);
  if (draft === null) throw new Error('The product draft is read below ProductDraftProvider only.');
  return useStore(draft, select);
}
