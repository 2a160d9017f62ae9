import { useEffect, useRef } from 'react';

/** Input types that take typed text; on the others (checkbox, button …) the shortcut still works. */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Spec section 5: the search does not trigger while the user is typing in a field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  // jsdom and some embedded editors do not report isContentEditable; the attribute is the truth.
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** Ctrl+K, or Cmd+K on a Mac. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** Calls `onOpen` on Ctrl/Cmd+K anywhere on the page, except in a text field or inside another dialog. */
export function useSearchShortcut(onOpen: () => void) {
  const handler = useRef(onOpen);
  useEffect(() => {
    handler.current = onOpen;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || !isSearchShortcut(event) || isTypingTarget(event.target)) return;
      // Another dialog owns the focus; opening a second modal over it would fight its focus trap.
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
      // The browser's own Ctrl+K (search in the address bar) would take the focus away.
      event.preventDefault();
      handler.current();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
