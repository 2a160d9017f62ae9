import { msg } from '@lingui/core/macro';
import { isApiError } from '@portal/api-client';
import type { MessageTone } from '@portal/ui-kit/dialog';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { failureMessage } from '@portal/ui-kit/outcome';
import { createContext, use, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * A result the user acknowledges: 'Done!' and 'Poof!' for success, 'Whoops!' and 'Uh oh!' for what
 * went wrong. The title is a descriptor (msg`Done!`), translated where the dialog renders it.
 */
export interface Notice {
  title: MessageDescriptor;
  message: string;
  tone: MessageTone;
}

export interface SettingsState {
  notice: Notice | null;
  notify: (notice: Notice) => void;
  dismiss: () => void;
}

/** The account settings' client state: the one result dialog every settings screen shares. */
export function createSettingsStore(): StoreApi<SettingsState> {
  return createStore<SettingsState>()((set) => ({
    notice: null,
    notify: (notice) => set({ notice }),
    dismiss: () => set({ notice: null }),
  }));
}

const SettingsStoreContext = createContext<StoreApi<SettingsState> | null>(null);

export function SettingsStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSettingsStore);
  return <SettingsStoreContext value={store}>{children}</SettingsStoreContext>;
}

export function useSettingsStore<T>(selector: (state: SettingsState) => T): T {
  const store = use(SettingsStoreContext);
  if (!store) throw new Error('useSettingsStore must be used inside SettingsStoreProvider.');
  return useStore(store, selector);
}

/**
 * Runs a save for a form. A 422 is thrown back to the form, which shows each error next to its
 * field; any other failure is told in a 'Whoops!' dialog. Either way the form keeps what was typed.
 * Resolves with the answer, or undefined when the save failed.
 */
export function useSave() {
  const notify = useSettingsStore((state) => state.notify);
  return async function save<T extends { message?: string }>(action: () => Promise<T>, fallback: string, title: Notice['title'] = msg`Done!`): Promise<T | undefined> {
    let result: T;
    try {
      result = await action();
    } catch (error) {
      if (isApiError(error) && error.isValidation) throw error;
      notify({ title: msg`Whoops!`, message: failureMessage(error), tone: 'error' });
      return undefined;
    }
    notify({ title, message: result.message || fallback, tone: 'success' });
    return result;
  };
}
