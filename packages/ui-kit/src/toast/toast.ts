import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The portal's toasts. Sonner and the toaster load only when the first toast is asked for, so a
 * page that shows none never downloads them; toasts asked for meanwhile wait and then show.
 */

type Sonner = typeof SonnerModule;
type Pending = (sonner: Sonner) => void;
type Message = Parameters<Sonner['toast']>[0];

let sonner: Sonner | null = null;
const pending: Pending[] = [];
let requested = false;
const listeners = new Set<() => void>();

function run(call: Pending): void {
  if (sonner) {
    call(sonner);
    return;
  }
  pending.push(call);
  if (!requested) {
    requested = true;
    for (const listener of [...listeners]) listener();
  }
}

/** Whether a toast was asked for, for the toaster that loads on demand. */
export function toastsRequested(): boolean {
  return requested;
}

export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The loaded toaster hands over Sonner once it listens: every waiting toast shows then. From then
 * on calls go straight to Sonner, which keeps its toasts for whichever toaster is mounted.
 */
export function attachSonner(module: Sonner): void {
  sonner = module;
  requested = true;
  for (const call of pending.splice(0)) call(module);
}

type Show = (message: Message, options?: ExternalToast) => void;

/** `toast('…')`, `toast.info`, `.success`, `.warning`, `.error`, `.dismiss(id)`: Sonner's calls. */
export const toast: Show & { info: Show; success: Show; warning: Show; error: Show; dismiss: (id?: string | number) => void } = Object.assign(
  ((message, options) => run((s) => void s.toast(message, options))) as Show,
  {
    info: ((message, options) => run((s) => void s.toast.info(message, options))) as Show,
    success: ((message, options) => run((s) => void s.toast.success(message, options))) as Show,
    warning: ((message, options) => run((s) => void s.toast.warning(message, options))) as Show,
    error: ((message, options) => run((s) => void s.toast.error(message, options))) as Show,
    // Nothing to take away before anything was shown.
    dismiss: (id?: string | number) => {
      if (sonner) sonner.toast.dismiss(id);
      else if (pending.length > 0) run((s) => void s.toast.dismiss(id));
    },
  },
);
