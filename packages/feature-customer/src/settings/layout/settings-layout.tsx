import { useLingui } from '@lingui/react/macro';
import { Page } from '@portal/ui-kit/layout';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SettingsStoreProvider } from '../store/settings-store.tsx';
import { NoticeDialog } from './notice-dialog.tsx';
import { SectionLoading } from '@portal/ui-kit/section';
import { SettingsNav } from './settings-nav.tsx';

/** `/app/settings`: the sections' navigation above the open section. */
export default function SettingsLayout() {
  const { t } = useLingui();
  return (
    <SettingsStoreProvider>
      <Page title={t`Account settings`} description={t`Your profile, your servers, the people you share them with and your own CDN host.`}>
        <SettingsNav />
        <Suspense fallback={<SectionLoading gap="lg" label={t`Loading the section`} />}>
          <Outlet />
        </Suspense>
      </Page>
      <NoticeDialog />
    </SettingsStoreProvider>
  );
}
