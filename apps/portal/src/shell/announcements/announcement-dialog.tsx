import type { Announcement } from '@portal/api-client';
import { AnnouncementView } from '@portal/ui-kit/announcement-view';
import { useNavigate } from 'react-router';
import { BASENAME, toRouterPath } from '#router/guard.ts';
import { useMarkAnnouncementRead } from './api/mark-announcement-read.ts';
import { closeAnnouncement } from './announcement-store.ts';

/** The portal page a plain click on a link of the content leads to, or null when the browser should follow it. */
function portalPath(event: MouseEvent, container: HTMLElement): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || !container.contains(anchor) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname !== BASENAME && !url.pathname.startsWith(`${BASENAME}/`)) return null;
  return `${toRouterPath(url.pathname)}${url.search}${url.hash}`;
}

/**
 * The announcement itself, as ui-kit's `AnnouncementView` shows it (the admin's preview shows the
 * same): its code loads only when there is one to show. Closing it with "Don't show this again"
 * marks it read; a link to a portal page closes it and moves there without reloading the app.
 */
export default function AnnouncementDialog({ userId, announcement }: { userId: number; announcement: Announcement }) {
  const markRead = useMarkAnnouncementRead();
  const navigate = useNavigate();

  const close = (dontShowAgain: boolean) => {
    if (dontShowAgain) markRead.mutate(announcement.id);
    closeAnnouncement(userId, announcement.id);
  };

  return (
    <AnnouncementView
      announcement={announcement}
      onClose={close}
      onContentClick={(event, { close: closeView, container }) => {
        const path = portalPath(event, container);
        if (path === null) return;
        event.preventDefault();
        closeView();
        void navigate(path);
      }}
    />
  );
}
