import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Popup } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { Dialog } from '@portal/ui-kit/dialog';
import { CheckboxField } from '@portal/ui-kit/field';
import { AlertIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from '@portal/ui-kit/icons';
import { useMemo, useRef, useState } from 'react';
import { sanitizeHtml } from '@portal/ui-kit/sanitize';
import { useServerPageStore } from '../server-page-store.tsx';
import * as styles from '../server.css.ts';

export const CONFIRM_READ_MESSAGE = msg`Please confirm you have read the message!`;
export const POPUP_CONFIRM_LABEL = msg`Got it!`;

const icons = { info: InfoIcon, success: CheckCircleIcon, warning: AlertTriangleIcon, error: AlertIcon } satisfies Record<Popup['type'], unknown>;

function PopupBody({ popup, onDone }: { popup: Popup; onDone: () => void }) {
  const { t } = useLingui();
  const [read, setRead] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const html = useMemo(() => sanitizeHtml(popup.body), [popup.body]);
  const mustConfirm = popup.confirm_read === true;
  return (
    <>
      <div className={styles.popupBody} dangerouslySetInnerHTML={{ __html: html }} />
      {mustConfirm ? (
        <CheckboxField
          label={t`I have read this message`}
          checked={read}
          error={error}
          onCheckedChange={(checked) => {
            setRead(checked);
            if (checked) setError(undefined);
          }}
        />
      ) : null}
      <Dialog.Footer>
        <Button
          onClick={() => {
            if (mustConfirm && !read) {
              setError(t(CONFIRM_READ_MESSAGE));
              return;
            }
            onDone();
          }}
        >
          {t(POPUP_CONFIRM_LABEL)}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/**
 * A message the server sent with its answer. With `confirm_read` it stays until the user ticks
 * that they read it: no close button, and Escape or a click outside do nothing.
 */
export function PopupDialog() {
  const popup = useServerPageStore((state) => state.popup);
  const closePopup = useServerPageStore((state) => state.closePopup);
  const last = useRef<Popup | null>(null);
  if (popup) last.current = popup;
  const shown = last.current;
  const mustConfirm = shown?.confirm_read === true;
  const Icon = shown ? icons[shown.type] : InfoIcon;
  const block = (event: Event) => {
    if (mustConfirm) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={popup !== null}
      onOpenChange={(open) => {
        if (!open && !mustConfirm) closePopup();
      }}
    >
      {shown ? (
        <Dialog.Content
          title={
            <span className={styles.popupTitle}>
              <Icon />
              {shown.title}
            </span>
          }
          size="md"
          hideCloseButton={mustConfirm}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
        >
          {/* A new popup starts unticked. */}
          <PopupBody key={`${shown.title}\n${shown.body}`} popup={shown} onDone={closePopup} />
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
