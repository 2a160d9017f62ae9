import { useCurrentUser, type Announcement } from '@portal/api-client';
import { Dialog, type DialogSize } from '@portal/ui-kit/dialog';
import { SwitchField } from '@portal/ui-kit/field';
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { ServerHtml } from '../notifications/server-html.tsx';
import * as styles from './announcement.css.ts';
import { useAnnouncement } from './api/get-announcement.ts';
import { useMarkAnnouncementRead } from './api/mark-announcement-read.ts';
import { announcementStore, closeAnnouncement, closedKey } from './announcement-store.ts';

const DIALOG_SIZE: Record<Announcement['size'], DialogSize> = { sm: 'sm', md: 'md', lg: 'lg', xl: 'lg' };

function AnnouncementDialog({ userId, announcement }: { userId: number; announcement: Announcement }) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const markRead = useMarkAnnouncementRead();
  const contentId = useId();

  const close = () => {
    if (dontShowAgain) markRead.mutate(announcement.id);
    closeAnnouncement(userId, announcement.id);
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog.Content
        title={announcement.header}
        size={DIALOG_SIZE[announcement.size]}
        className={announcement.size === 'xl' ? styles.extraLarge : undefined}
        aria-describedby={contentId}
        // One way to close at the bottom, next to the switch it applies; Escape closes too.
        hideCloseButton
      >
        <ServerHtml id={contentId} html={announcement.content} onNavigate={close} />
        <SwitchField label="Don't show this again" checked={dontShowAgain} onCheckedChange={setDontShowAgain} />
        <Dialog.Footer>
          <Dialog.Close variant="primary">Close</Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function CurrentAnnouncement({ userId }: { userId: number }) {
  const announcement = useAnnouncement(userId).data;
  const closed = useStore(announcementStore, (state) => (announcement ? state.closed.includes(closedKey(userId, announcement.id)) : false));
  if (!announcement || closed) return null;
  return <AnnouncementDialog key={announcement.id} userId={userId} announcement={announcement} />;
}

/** The announcement modal of spec section 4: shown when the server has one for the user. */
export default function AnnouncementModal() {
  const user = useCurrentUser();
  if (!user) return null;
  return <CurrentAnnouncement key={user.id} userId={user.id} />;
}
