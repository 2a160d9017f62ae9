import { useLingui } from '@lingui/react/macro';
import { Page, Stack } from '@portal/ui-kit/layout';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AreaNav } from '#lib/area-nav.tsx';
import { SUPPORT_SECTIONS } from '../sections.ts';
import { SectionLoading } from '@portal/ui-kit/section';

/** `/app/support`: the sections' navigation above the open section. */
export default function SupportLayout() {
  const { t } = useLingui();
  return (
    <Page title={t`Support`} description={t`Ask our support team for help, follow your tickets, and find out why a stream buffers.`}>
      <Stack gap="xl">
        <AreaNav label={t`Support`} links={SUPPORT_SECTIONS.map(({ path, label }) => ({ to: path, label }))} />
        <Suspense fallback={<SectionLoading label={t`Loading the section`} />}>
          <Outlet />
        </Suspense>
      </Stack>
    </Page>
  );
}
