import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError, type LoungeQuota, safeHref, useSystemSettings } from '@portal/api-client';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { Page, Stack } from '@portal/ui-kit/layout';
import { TextButton, TextLink } from '@portal/ui-kit/link';
import { OutcomeDialog } from '@portal/ui-kit/outcome';
import { SectionBoundary } from '@portal/ui-kit/error-boundary';
import { SectionLoading } from '@portal/ui-kit/section';
import { Skeleton } from '@portal/ui-kit/skeleton';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useRequestLounge } from '../api/get-request-lounge.ts';
import { ReportDialog } from '../media-reports/report-dialog.tsx';
import { TitleDetailDialog } from '../browse/title-detail-dialog.tsx';
import { formatDate } from '../shared/labels.ts';
import { RequestLoungeStoreProvider, useRequestLoungeStore } from '../store/request-lounge-store.tsx';
import { LoungeNav } from './lounge-nav.tsx';
import * as styles from '../shared/lounge.css.ts';

const TITLE = msg`Request lounge`;

/** The one 'Done!' / 'Whoops!' dialog of the lounge, raised by any of its screens through the store. */
function LoungeOutcome() {
  const outcome = useRequestLoungeStore((state) => state.outcome);
  const closeOutcome = useRequestLoungeStore((state) => state.closeOutcome);
  return <OutcomeDialog outcome={outcome} onClose={closeOutcome} />;
}

function quotaText(quota: LoungeQuota): string {
  if (quota.limit === null || quota.remaining === null) return t`You can request as many titles as you like.`;
  const remaining = quota.remaining;
  const limit = quota.limit;
  if (quota.remaining > 0 || !quota.resets_at) return t`${remaining} of ${limit} requests left this week.`;
  const date = formatDate(quota.resets_at);
  return t`${remaining} of ${limit} requests left this week; the next one frees up on ${date}.`;
}

/** Shown instead of the lounge when the platform has it switched off: the external requests site, if there is one. */
function SwitchedOff({ url, name }: { url: string | null; name: string | null }) {
  const { i18n, t } = useLingui();
  return (
    <Page title={i18n._(TITLE)}>
      <EmptyState
        title={t`The request lounge is switched off`}
        description={
          url
            ? t`Requests for movies and shows are taken on a separate site.`
            : t`Requests for movies and shows are not taken here at the moment. Ask support if you are missing a title.`
        }
        action={
          url ? (
            <TextLink href={url} target="_blank" rel="noreferrer">
              {name ? <Trans>Go to {name}</Trans> : <Trans>Go to the requests site</Trans>}
            </TextLink>
          ) : undefined
        }
      />
    </Page>
  );
}

/**
 * The weekly quota under the title. It comes from the lounge's own summary call, which the lists
 * do not wait for: when it fails, only this line says so.
 */
function QuotaLine({ home }: { home: ReturnType<typeof useRequestLounge> }) {
  if (home.data) return <>{quotaText(home.data.quota)}</>;
  if (home.isError) {
    return (
      <Trans>
        Your weekly request quota could not be loaded. <TextButton onClick={() => void home.refetch()}>Try again</TextButton>
      </Trans>
    );
  }
  return <Trans>Loading your weekly request quota…</Trans>;
}

function Lounge() {
  const { i18n, t } = useLingui();
  const settings = useSystemSettings();
  // Only a lounge the settings switch off stays closed: when the settings cannot be read, the
  // lounge's own calls decide.
  const enabled = settings.data?.request_lounge !== false && !settings.isPending;
  const home = useRequestLounge({ enabled });

  if (settings.isPending) {
    return (
      <Page title={i18n._(TITLE)}>
        <div role="status" aria-label={t`Loading the request lounge`}>
          <Skeleton height="2rem" width="60%" />
        </div>
      </Page>
    );
  }
  if (settings.data && !settings.data.request_lounge) return <SwitchedOff url={safeHref(settings.data.ombi_url) ?? null} name={settings.data.ombi_menu_name} />;

  // A restricted account may not use the lounge at all (403): its lists would refuse it too.
  const closed = home.isError && isApiError(home.error) && home.error.status === 403;
  return (
    <Page title={i18n._(TITLE)} description={t`Ask for movies and shows to be added to your server.`}>
      <Stack gap="xl">
        <SectionBoundary title={t`The request quota could not be shown`} headingLevel={2}>
          <p className={styles.quotaLine} aria-live="polite">
            <QuotaLine home={home} />
          </p>
        </SectionBoundary>
        <LoungeNav />
        {closed ? (
          <ErrorState title={t`The request lounge is not available to you`} error={home.error} />
        ) : (
          <Suspense fallback={<SectionLoading label={t`Loading the list`} shape="text" />}>
            <Outlet />
          </Suspense>
        )}
      </Stack>
      <TitleDetailDialog />
      <ReportDialog />
      <LoungeOutcome />
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
