import { useLingui } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';
import { Dialog, type DialogSize } from './dialog.tsx';

export interface ViewDialogProps<Item> {
  /** What the dialog shows; `null` keeps it closed. */
  item: Item | null;
  /** Called when the user closes it (Close, ✕, Escape or a click outside). */
  onClose: () => void;
  title: (item: Item) => ReactNode;
  description?: (item: Item) => ReactNode;
  size?: DialogSize;
  hideCloseButton?: boolean;
  /**
   * Where focus goes back to when the dialog closes, for a dialog opened without a trigger of its
   * own (from a menu that has closed); otherwise Radix returns it to the trigger.
   */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The body, for the item shown. */
  children: (item: Item) => ReactNode;
}

/**
 * A dialog that shows one item of a list (a backup's invites, a notification) with a Close button:
 * open while `item` is set, so a list keeps which item is open in one state.
 */
export function ViewDialog<Item>({ item, onClose, title, description, size = 'md', hideCloseButton, returnFocus, children }: ViewDialogProps<Item>) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item !== null ? (
        <Dialog.Content
          title={title(item)}
          description={description?.(item)}
          size={size}
          hideCloseButton={hideCloseButton}
          onCloseAutoFocus={
            returnFocus
              ? (event) => {
                  event.preventDefault();
                  returnFocus.current?.focus();
                }
              : undefined
          }
        >
          {children(item)}
          <Dialog.Footer>
            <Dialog.Close>{t`Close`}</Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
