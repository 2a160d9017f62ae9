import type { ShopOrder, ShopProduct } from '@portal/api-client';
import { createContext, use, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

/** An order that went through, kept until the user dismisses it, with its way to the checkout. */
export interface PlacedOrder {
  order: ShopOrder;
  product: ShopProduct;
  message: string;
}

interface ShopState {
  /** The product in the order dialog, or null while it is closed. */
  ordering: ShopProduct | null;
  placed: PlacedOrder | null;
  startOrder: (product: ShopProduct) => void;
  closeOrder: () => void;
  orderPlaced: (placed: PlacedOrder) => void;
  dismissPlaced: () => void;
}

/**
 * The shop screen's UI state: which product is being ordered and the order just placed. The
 * product cards, the order dialog and the banner above the products share it.
 */
export function createShopStore(): StoreApi<ShopState> {
  return createStore<ShopState>()((set) => ({
    ordering: null,
    placed: null,
    startOrder: (product) => set({ ordering: product }),
    closeOrder: () => set({ ordering: null }),
    orderPlaced: (placed) => set({ placed }),
    dismissPlaced: () => set({ placed: null }),
  }));
}

const ShopStoreContext = createContext<StoreApi<ShopState> | null>(null);

export function ShopStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createShopStore);
  return <ShopStoreContext value={store}>{children}</ShopStoreContext>;
}

export function useShopStore<T>(selector: (state: ShopState) => T): T {
  const store = use(ShopStoreContext);
  if (!store) throw new Error('useShopStore needs a ShopStoreProvider above it.');
  return useStore(store, selector);
}
