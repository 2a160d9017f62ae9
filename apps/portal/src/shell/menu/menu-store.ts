import { createStorage } from '@portal/api-client';
import { createStore } from 'zustand/vanilla';

export type AdminMenuChoice = 'admin' | 'user';

interface MenuState {
  /** Which menu an admin chose; kept across reloads. */
  adminChoice: AdminMenuChoice;
  /** Whether the collapsible menu of narrow screens is open. */
  mobileOpen: boolean;
}

const storage = createStorage();
export const MENU_STORAGE_KEY = 'menu';

/** The shell's menu state: global to the page, so a module store (not a screen's provider). */
export const menuStore = createStore<MenuState>()(() => ({
  adminChoice: storage.get<AdminMenuChoice>(MENU_STORAGE_KEY) === 'user' ? 'user' : 'admin',
  mobileOpen: false,
}));

menuStore.subscribe((state, previous) => {
  if (state.adminChoice !== previous.adminChoice) storage.set(MENU_STORAGE_KEY, state.adminChoice);
});

export function chooseAdminMenu(choice: AdminMenuChoice): void {
  menuStore.setState({ adminChoice: choice });
}

export function setMobileMenu(open: boolean): void {
  menuStore.setState({ mobileOpen: open });
}
