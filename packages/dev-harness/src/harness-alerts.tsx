import { apiEvents } from '@portal/api-client';
import { MessageDialog } from '@portal/ui-kit/dialog';
import { toast, Toaster } from '@portal/ui-kit/toast';
import { useEffect, useState } from 'react';

/** The harness's own take on the shell's alerts: failures show as they do in the portal. */
export function HarnessAlerts() {
  const [error, setError] = useState<{ title: string; message: string } | null>(null);
  useEffect(() => {
    const offs = [
      apiEvents.on('error', ({ title, message }) => setError({ title: title ?? 'Whoops!', message: message || 'Something went wrong' })),
      apiEvents.on('unreachable', () => void toast('Cannot reach the server.', { id: 'unreachable' })),
    ];
    return () => offs.forEach((off) => off());
  }, []);
  return (
    <>
      <Toaster />
      {error ? <MessageDialog open tone="error" title={error.title} message={error.message} onOpenChange={(open) => !open && setError(null)} /> : null}
    </>
  );
}
