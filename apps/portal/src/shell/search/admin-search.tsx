import { Trans, useLingui } from '@lingui/react/macro';
import { SearchIcon } from '@portal/ui-kit/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import * as styles from './admin-search.css.ts';
import { SEARCH_LABEL, SearchPalette } from './search-palette.tsx';
import { createSearchStore, searchActions } from './search-store.ts';
import { useSearchShortcut } from './use-search-shortcut.ts';

const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);

/** The admin's search in the header: a button, and Ctrl/Cmd+K anywhere outside a text field. */
export default function AdminSearch() {
  const [store] = useState(createSearchStore);
  const open = useStore(store, (state) => state.open);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const { t } = useLingui();

  const openPalette = useCallback(() => {
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : trigger.current;
    searchActions.open(store);
  }, [store]);
  useSearchShortcut(openPalette);

  // Radix gives the focus back only to a Dialog.Trigger, which the palette has none of: on close,
  // the focus goes back to where it was (the button, or what had it before Ctrl+K), after Radix's
  // own attempt, which it schedules the same way.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (!wasOpen.current || open) {
      wasOpen.current = open;
      return;
    }
    wasOpen.current = false;
    const timer = setTimeout(() => {
      const target = returnFocus.current?.isConnected ? returnFocus.current : trigger.current;
      target?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);

  // The shortcut's hint sits over the button rather than in it: the button's visible words are then
  // part of its name, as speech input needs (say "click search"), and `aria-keyshortcuts` tells
  // a screen reader the shortcut.
  return (
    <span className={styles.triggerBox}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={t(SEARCH_LABEL)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openPalette}
      >
        <SearchIcon />
        <span className={styles.triggerText}>
          <Trans>Search…</Trans>
        </span>
      </button>
      <kbd className={styles.shortcut} aria-hidden="true">
        {isApple ? '⌘K' : t`Ctrl K`}
      </kbd>
      <SearchPalette store={store} onOpenChange={(next) => (next ? openPalette() : searchActions.close(store))} />
    </span>
  );
}
