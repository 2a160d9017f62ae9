import { useState } from 'react';

/**
 * A menu whose code loads only when it is wanted: pointing at or focusing its button fetches the
 * code, pressing the button shows the real menu, already open. Until then the button is a plain
 * one that looks the same, so a page that nobody opens the menu on never downloads it.
 */
export function useOnDemandMenu(load: () => Promise<unknown>) {
  const [requested, setRequested] = useState(false);
  const prefetch = () => void load().catch(() => {});
  return {
    requested,
    triggerProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': false,
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onClick: () => setRequested(true),
    },
  };
}
