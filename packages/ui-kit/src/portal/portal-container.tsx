import { createContext, useContext } from 'react';

/**
 * Where overlays (dialogs, menus, the command palette) portal to. Unset, they go to
 * `document.body`. Storybook's side-by-side theme view sets it per theme panel so that each
 * overlay renders inside the panel whose `data-theme` it should wear.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
