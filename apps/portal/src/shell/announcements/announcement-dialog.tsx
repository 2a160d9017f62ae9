import { Trans, useLingui } from '@lingui/react/macro';
import type { Announcement } from '@portal/api-client';
import { Dialog, type DialogSize } from '@portal/ui-kit/dialog';
import { SwitchField } from '@portal/ui-kit/field';
import { useId, useState } from 'react';
import { ServerHtml } from '../notifications/server-html.tsx';
import * as styles from './announcement.css.ts';
import { useMarkAnnouncementRead } from './api/mark-announcement-read.ts';
import { closeAnnouncement } from './announcement-store.ts';

const DIALOG_SIZE: Record<Announcement['size'], DialogSize> = { sm: 'sm', md: 'md', lg: 'lg', xl: 'lg' };

/** The announcement itself: its code loads only when there is one to show. */
export default function AnnouncementDialog({ userId, announcement }: { userId: number; announcement: Announcement }) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const markRead = useMarkAnnouncementRead();
  const contentId = useId();
  const { t } = useLingui();

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
        <SwitchField label={t`Don't show this again`} checked={dontShowAgain} onCheckedChange={setDontShowAgain} />
        <Dialog.Footer>
          <Dialog.Close variant="primary">
            <Trans>Close</Trans>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
