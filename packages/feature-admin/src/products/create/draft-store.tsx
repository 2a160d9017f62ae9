import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { RESOURCE_FIELDS, type ProductValues } from '../shared/product-values.ts';

/**
 * The product being created, while the admin goes through the steps: the category and type chosen
 * and what was typed into the settings, so going back a step, or back to the first, and forward
 * again loses nothing. It lives as long as the creation's screens do and is cleared once created.
 */
export interface ProductDraftState {
  category: string | null;
  type: string | null;
  values: Partial<ProductValues>;
  chooseCategory: (category: string) => void;
  /** Another type starts from that type's resources; the rest of what was typed stays. */
  chooseType: (category: string, type: string) => void;
  saveValue: <Field extends keyof ProductValues>(name: Field, value: ProductValues[Field]) => void;
  clear: () => void;
}

export type ProductDraftStore = StoreApi<ProductDraftState>;

export function createProductDraftStore(initial: Partial<Pick<ProductDraftState, 'category' | 'type' | 'values'>> = {}): ProductDraftStore {
  return createStore<ProductDraftState>()((set) => ({
    category: initial.category ?? null,
    type: initial.type ?? null,
    values: initial.values ?? {},
    chooseCategory: (category) => set((state) => (state.category === category ? state : { category, type: null })),
    chooseType: (category, type) =>
      set((state) => {
        if (state.category === category && state.type === type) return state;
        const values = { ...state.values };
        for (const field of RESOURCE_FIELDS) delete values[field];
        return { category, type, values };
      }),
    saveValue: (name, value) => set((state) => ({ values: { ...state.values, [name]: value } })),
    clear: () => set({ category: null, type: null, values: {} }),
  }));
}

const ProductDraftContext = createContext<ProductDraftStore | null>(null);

/** One draft for the creation's steps, for as long as they are open. */
export function ProductDraftProvider({ children, store }: { children: ReactNode; store?: ProductDraftStore }) {
  const [value] = useState(() => store ?? createProductDraftStore());
  return <ProductDraftContext value={value}>{children}</ProductDraftContext>;
}

export function useProductDraft<T>(selector: (state: ProductDraftState) => T): T {
  const store = useContext(ProductDraftContext);
  if (!store) throw new Error('useProductDraft needs a ProductDraftProvider above it.');
  return useStore(store, selector);
}
