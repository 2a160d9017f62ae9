import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Dialog, type DialogSize } from '#dialog/dialog.tsx';
import { SwitchField } from '#field/switch-field.tsx';
import { sanitizeHtml } from '#sanitize/index.ts';
import * as styles from './announcement-view.css.ts';

export type AnnouncementSize = 'sm' | 'md' | 'lg' | 'xl';

export const ANNOUNCEMENT_SIZES: readonly AnnouncementSize[] = ['sm', 'md', 'lg', 'xl'];

/** What an announcement shows: the API's `Announcement` and the admin's draft of one both fit. */
export interface AnnouncementContent {
  header: string;
  /** HTML written on the server; it is sanitised here. */
  content: string;
  size: AnnouncementSize;
}

export interface AnnouncementViewProps {
  announcement: AnnouncementContent;
  /** Open unless told otherwise; the caller unmounts or closes it after `onClose`. */
  open?: boolean;
  /** Closed by its Close button, Escape or a click outside, with whether "Don't show this again" was on. */
  onClose: (dontShowAgain: boolean) => void;
  /**
   * A click inside the content (its links are in the injected markup). `close` ends the dialog as
   * its Close button does, e.g. before moving to the portal page a link names; a preview may stop
   * links from leaving the page. `container` is the content's element.
   */
  onContentClick?: (event: MouseEvent, controls: ContentControls) => void;
}

export interface ContentControls {
  close: () => void;
  container: HTMLElement;
}

const DIALOG_SIZE: Record<AnnouncementSize, DialogSize> = { sm: 'sm', md: 'md', lg: 'lg', xl: 'lg' };

/**
 * An announcement as customers see it: a dialog with its header, its sanitised content in the
 * chosen size, a "Don't show this again" switch and Close. The customer's modal and the admin's
 * preview both render this, so the preview is exactly what customers get.
 */
export function AnnouncementView({ announcement, open = true, onClose, onContentClick }: AnnouncementViewProps) {
  const { t } = useLingui();
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const contentId = useId();
  const safe = useMemo(() => sanitizeHtml(announcement.content), [announcement.content]);
  const close = () => onClose(dontShowAgain);
  // The latest handlers, without re-adding the listener at every render.
  const latest = useRef({ close, onContentClick });
  useLayoutEffect(() => {
    latest.current = { close, onContentClick };
  });

  // A native listener: the links are inside the injected markup, so React cannot give them handlers.
  // Radix mounts the content after the dialog opens, hence the callback ref below sets it up.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!element) return;
    const onClick = (event: MouseEvent) => latest.current.onContentClick?.(event, { close: () => latest.current.close(), container: element });
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [element]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <Dialog.Content
        title={announcement.header}
        size={DIALOG_SIZE[announcement.size]}
        className={announcement.size === 'xl' ? styles.extraLarge : undefined}
        aria-describedby={contentId}
        // One way to close at the bottom, next to the switch it applies to; Escape closes too.
        hideCloseButton
      >
        <div id={contentId} ref={setElement} className={styles.prose} dangerouslySetInnerHTML={{ __html: safe }} />
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
