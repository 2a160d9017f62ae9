import { AnnouncementView, type AnnouncementContent } from '@portal/ui-kit/announcement-view';

/**
 * The announcement exactly as a customer's modal shows it. Nothing is marked read, and its links
 * do not leave the page: it is a look, not a visit.
 */
export function AnnouncementPreview({ announcement, onClose }: { announcement: AnnouncementContent | null; onClose: () => void }) {
  if (!announcement) return null;
  return (
    <AnnouncementView
      announcement={announcement}
      onClose={onClose}
      onContentClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
      }}
    />
  );
}
