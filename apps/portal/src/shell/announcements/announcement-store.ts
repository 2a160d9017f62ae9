import { createStore } from 'zustand/vanilla';

interface AnnouncementState {
  /** `userId:announcementId` of the announcements closed during this page load. */
  closed: string[];
}

/**
 * Announcements closed without "Don't show this again" stay away until the next page load: the
 * store lives as long as the page does, so it is a module store.
 */
export const announcementStore = createStore<AnnouncementState>()(() => ({ closed: [] }));

export const closedKey = (userId: number, announcementId: number) => `${userId}:${announcementId}`;

export function closeAnnouncement(userId: number, announcementId: number): void {
  const key = closedKey(userId, announcementId);
  announcementStore.setState((state) => (state.closed.includes(key) ? state : { closed: [...state.closed, key] }));
}
