import { useLingui } from '@lingui/react/macro';
import { MessageDialog } from '@portal/ui-kit/dialog';
import { useSettingsStore } from '../store/settings-store.tsx';

/** The one result dialog of the settings: 'Done!', 'Poof!', 'Whoops!' or 'Uh oh!' with the server's message. */
export function NoticeDialog() {
  const { t } = useLingui();
  const notice = useSettingsStore((state) => state.notice);
  const dismiss = useSettingsStore((state) => state.dismiss);
  return (
    <MessageDialog
      open={notice !== null}
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      title={notice ? t(notice.title) : ''}
      message={notice?.message ?? ''}
      tone={notice?.tone ?? 'info'}
    />
  );
}
