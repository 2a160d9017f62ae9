import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@portal/ui-kit/dialog';
import { CheckboxField } from '@portal/ui-kit/field';
import { useId, useState } from 'react';
import { ServerHtml } from '../notifications/server-html.tsx';
import type { CustomerPopup } from './api/get-customer-messages.ts';

/**
 * A popup of the admin, shown once. With `confirm_read` it closes only once the box is ticked (the
 * spec's claim popup): Escape and clicks outside do nothing until then.
 */
export default function PopupDialog({ popup, onClose }: { popup: CustomerPopup; onClose: () => void }) {
  const { t } = useLingui();
  const [confirmed, setConfirmed] = useState(false);
  const [tried, setTried] = useState(false);
  const contentId = useId();
  const mustConfirm = popup.confirm_read && !confirmed;

  const close = () => {
    if (mustConfirm) {
      setTried(true);
      return;
    }
    onClose();
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog.Content title={popup.title} aria-describedby={contentId} hideCloseButton data-popup-type={popup.type}>
        <ServerHtml id={contentId} html={popup.body} onNavigate={popup.confirm_read ? undefined : onClose} />
        {popup.confirm_read ? (
          <CheckboxField
            label={t`I have read the message`}
            checked={confirmed}
            onCheckedChange={(checked) => {
              setConfirmed(checked);
              if (checked) setTried(false);
            }}
            error={tried ? t`Please confirm you have read the message!` : undefined}
          />
        ) : null}
        <Dialog.Footer>
          <Dialog.Close variant="primary">
            <Trans>Close</Trans>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
