import { useCurrentUser } from '@portal/api-client';
import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { useAnnouncement } from './api/get-announcement.ts';
import { announcementStore, closedKey } from './announcement-store.ts';

const AnnouncementDialog = lazy(() => import('./announcement-dialog.tsx'));

function CurrentAnnouncement({ userId }: { userId: number }) {
  const announcement = useAnnouncement(userId).data;
  const closed = useStore(announcementStore, (state) => (announcement ? state.closed.includes(closedKey(userId, announcement.id)) : false));
  if (!announcement || closed) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog key={announcement.id} userId={userId} announcement={announcement} />
    </Suspense>
  );
}

/** The announcement modal of spec section 4: shown when the server has one for the user. */
export default function AnnouncementModal() {
  const user = useCurrentUser();
  if (!user) return null;
  return <CurrentAnnouncement key={user.id} userId={user.id} />;
}
