import { isApiError, useSystemSettings, type LoungeQuota } from '@portal/api-client';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { Page, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { Skeleton, SkeletonText } from '@portal/ui-kit/skeleton';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useRequestLounge } from '../api/get-request-lounge.ts';
import { ReportDialog } from '../media-reports/report-dialog.tsx';
import { TitleDetailDialog } from '../browse/title-detail-dialog.tsx';
import { OutcomeDialog } from '../shared/outcome-dialog.tsx';
import { formatDate } from '../shared/labels.ts';
import { RequestLoungeStoreProvider } from '../store/request-lounge-store.tsx';
import { LoungeNav } from './lounge-nav.tsx';

const TITLE = 'Request lounge';

function quotaText(quota: LoungeQuota): string {
  if (quota.limit === null || quota.remaining === null) return 'You can request as many titles as you like.';
  const left = `${quota.remaining} of ${quota.limit} requests left this week`;
  if (quota.remaining > 0 || !quota.resets_at) return `${left}.`;
  return `${left}; the next one frees up on ${formatDate(quota.resets_at)}.`;
}

function SectionLoading() {
  return (
    <div role="status" aria-label="Loading the list">
      <SkeletonText lines={4} />
    </div>
  );
}

/** Shown instead of the lounge when the platform has it switched off: the external requests site, if there is one. */
function SwitchedOff({ url, name }: { url: string | null; name: string | null }) {
  return (
    <Page title={TITLE}>
      <EmptyState
        title="The request lounge is switched off"
        description={
          url
            ? 'Requests for movies and shows are taken on a separate site.'
            : 'Requests for movies and shows are not taken here at the moment. Ask support if you are missing a title.'
        }
        action={
          url ? (
            <TextLink href={url} target="_blank" rel="noreferrer">
              Go to {name || 'the requests site'}
            </TextLink>
          ) : undefined
        }
      />
    </Page>
  );
}

function Lounge() {
  const settings = useSystemSettings();
  const enabled = settings.data?.request_lounge === true;
  const home = useRequestLounge({ enabled });

  if (settings.isPending) {
    return (
      <Page title={TITLE}>
        <div role="status" aria-label="Loading the request lounge">
          <Skeleton height="2rem" width="60%" />
        </div>
      </Page>
    );
  }
  if (settings.data && !settings.data.request_lounge) return <SwitchedOff url={settings.data.ombi_url} name={settings.data.ombi_menu_name} />;

  const closed = home.isError && isApiError(home.error) && home.error.status === 403;
  return (
    <Page title={TITLE} description={home.data ? quotaText(home.data.quota) : 'Ask for movies and shows to be added to your server.'}>
      <Stack gap="xl">
        <LoungeNav />
        {home.isError ? (
          <ErrorState
            title={closed ? 'The request lounge is not available to you' : 'The request lounge could not be loaded'}
            message={home.error.message}
            onRetry={closed ? undefined : () => void home.refetch()}
          />
        ) : (
          <Suspense fallback={<SectionLoading />}>
            <Outlet />
          </Suspense>
        )}
      </Stack>
      <TitleDetailDialog />
      <ReportDialog />
      <OutcomeDialog />
    </Page>
  );
}

/** The frame of every request-lounge screen: the quota, the lists, and one store for all of them. */
export default function RequestLoungeLayout() {
  return (
    <RequestLoungeStoreProvider>
      <Lounge />
    </RequestLoungeStoreProvider>
  );
}
