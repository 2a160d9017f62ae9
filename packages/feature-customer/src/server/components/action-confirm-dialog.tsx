import { useLingui } from '@lingui/react/macro';
import type { Server } from '@portal/api-client';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { useRef } from 'react';
import { type ConfirmableAction, useServerPageStore } from '../server-page-store.tsx';
import { PAGE_CONFIRMATIONS, SERVER_ACTIONS, type Confirmation } from '../server-rules.ts';
import type { DirectAction } from '../use-page-actions.ts';

function confirmationFor(action: Exclude<ConfirmableAction, 'update'>, server: Server): Confirmation | null {
  if (action in PAGE_CONFIRMATIONS) return PAGE_CONFIRMATIONS[action as keyof typeof PAGE_CONFIRMATIONS](server);
  return SERVER_ACTIONS[action as keyof typeof SERVER_ACTIONS].confirm?.(server) ?? null;
}

/** The one confirmation dialog of the page; deleting also asks for the server's name to be typed. */
export function ActionConfirmDialog({ server, run }: { server: Server; run: (action: DirectAction) => Promise<void> }) {
  const { t } = useLingui();
  const confirming = useServerPageStore((state) => state.confirming);
  const dismiss = useServerPageStore((state) => state.dismiss);
  const action = confirming === 'update' ? null : confirming;
  const current = action ? confirmationFor(action, server) : null;
  // The dialog keeps its words while it animates closed.
  const last = useRef<{ action: DirectAction; confirmation: Confirmation } | null>(null);
  if (action && current) last.current = { action, confirmation: current };
  const shown = last.current;

  return (
    <ConfirmDialog
      open={Boolean(action && current)}
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      title={shown ? t(shown.confirmation.title) : ''}
      description={shown ? t(shown.confirmation.description) : ''}
      confirmLabel={shown ? t(shown.confirmation.confirmLabel) : t`Confirm`}
      tone={shown?.confirmation.tone}
      confirmText={shown?.action === 'delete' ? server.name : undefined}
      onConfirm={() => (shown ? run(shown.action) : undefined)}
    />
  );
}
