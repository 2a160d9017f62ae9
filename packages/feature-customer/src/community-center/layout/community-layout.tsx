import { useLingui } from '@lingui/react/macro';
import { Page, Stack } from '@portal/ui-kit/layout';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AreaNav } from '#lib/area-nav.tsx';
import { COMMUNITY_SECTIONS } from '../sections.ts';
import { SectionLoading } from '@portal/ui-kit/section';

/** `/app/community-center`: the sections' navigation above the open section. */
export default function CommunityLayout() {
  const { t } = useLingui();
  return (
    <Page title={t`Community center`} description={t`Invite friends, choose the community CDN your streams go through, and report titles matched to the wrong metadata.`}>
      <Stack gap="xl">
        <AreaNav label={t`Community center`} links={COMMUNITY_SECTIONS.map(({ path, label }) => ({ to: path, label }))} />
        <Suspense fallback={<SectionLoading label={t`Loading the section`} />}>
          <Outlet />
        </Suspense>
      </Stack>
    </Page>
  );
}
