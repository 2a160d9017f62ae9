import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { failureMessage } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useCdnHost } from '../api/get-cdn-host.ts';
import { useRemoveCdnHost } from '../api/remove-cdn-host.ts';
import type { CdnHost } from '../api/types.ts';
import { useVerifyCdnHost } from '../api/verify-cdn-host.ts';
import { SectionLoading } from '@portal/ui-kit/section';
import * as settingsStyles from '../layout/settings.css.ts';
import { useSettingsStore } from '../store/settings-store.tsx';
import * as styles from './cdn-host.css.ts';
import { HostForm } from './host-form.tsx';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelativeTime(iso)}
    </time>
  );
}

/** The record to create at the DNS provider, exactly as it has to be. */
function DnsRecord({ host }: { host: CdnHost }) {
  return (
    <section className={styles.record} aria-labelledby="cdn-dns-record">
      <h3 id="cdn-dns-record" className={styles.recordTitle}>
        <Trans>DNS record to create</Trans>
      </h3>
      <p className={settingsStyles.muted}>
        <Trans>Add this record where the domain’s DNS is managed. It can take a few hours to spread.</Trans>
      </p>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Type</Trans>
        </dt>
        <dd className={styles.value}>
          <code className={styles.code}>{host.record.type}</code>
        </dd>
        <dt className={styles.term}>
          <Trans>Name</Trans>
        </dt>
        <dd className={styles.value}>
          <code className={styles.code}>{host.record.name}</code>
        </dd>
        <dt className={styles.term}>
          <Trans>Target</Trans>
        </dt>
        <dd className={styles.value}>
          <code className={styles.code}>{host.record.value}</code>
        </dd>
      </dl>
    </section>
  );
}

function CurrentHost({ host }: { host: CdnHost }) {
  const verify = useVerifyCdnHost();
  const remove = useRemoveCdnHost();
  const notify = useSettingsStore((state) => state.notify);
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const { t } = useLingui();
  const active = host.status === 'active';
  const hostName = host.host;

  const check = async () => {
    try {
      const body = await verify.mutateAsync();
      const found = body.data.host?.status === 'active';
      notify({
        title: found ? msg`Done!` : msg`Uh oh!`,
        message: body.message ?? (found ? t`The host is verified.` : t`The record was not found yet.`),
        tone: found ? 'success' : 'warning',
      });
    } catch (error) {
      notify({ title: msg`Whoops!`, message: failureMessage(error), tone: 'error' });
    }
  };

  return (
    <Card
      title={t`Your CDN host`}
      description={active ? t`Your servers are served through the CDN under this name.` : t`Waiting for its DNS record: create it, then check it here.`}
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Host name</Trans>
        </dt>
        <dd className={styles.value}>
          <strong>{host.host}</strong>
        </dd>
        <dt className={styles.term}>
          <Trans>Status</Trans>
        </dt>
        <dd className={styles.value}>
          {active ? (
            <Badge tone="success">
              <Trans>Verified</Trans>
            </Badge>
          ) : (
            <Badge tone="warning">
              <Trans>Pending verification</Trans>
            </Badge>
          )}
        </dd>
        {host.verified_at ? (
          <>
            <dt className={styles.term}>
              <Trans>Verified</Trans>
            </dt>
            <dd className={styles.value}>
              <When iso={host.verified_at} />
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>
          <Trans>Last check</Trans>
        </dt>
        <dd className={styles.value}>
          {host.checked_at ? (
            <>
              <When iso={host.checked_at} />
              {host.check_message ? `: ${host.check_message}` : ''}
            </>
          ) : (
            <Trans>Not checked yet</Trans>
          )}
        </dd>
      </dl>
      <DnsRecord host={host} />
      <div className={styles.actions}>
        <Button onClick={() => void check()} loading={verify.isPending}>
          {active ? <Trans>Check the record again</Trans> : <Trans>Check the record</Trans>}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setRemoveError(null);
            setConfirming(true);
          }}
        >
          <Trans>Remove host</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Remove ${hostName}?`}
        description={t`Your servers are served from their platform addresses again. Links that use this host name stop working.`}
        confirmLabel={t`Remove host`}
        tone="danger"
        error={removeError}
        onConfirm={async () => {
          try {
            const body = await remove.mutateAsync();
            notify({ title: msg`Poof!`, message: body.message ?? t`${hostName} is no longer your CDN host.`, tone: 'success' });
          } catch (error) {
            setRemoveError(failureMessage(error));
            throw error;
          }
        }}
      />
    </Card>
  );
}

/** `/app/settings/cdn-host`: the user's own host name for their servers, and its DNS verification. */
export default function CdnHostScreen() {
  const { t } = useLingui();
  const state = useCdnHost();

  if (!state.data) {
    if (state.isError) {
      if (isApiError(state.error) && state.error.status === 403) {
        return <EmptyState title={t`The CDN is not available on your account`} description={state.error.message} />;
      }
      return <ErrorState title={t`Your CDN host could not be loaded`} error={state.error} onRetry={() => void state.refetch()} />;
    }
    return <SectionLoading gap="lg" label={t`Loading your CDN host`} />;
  }

  const { host, cname_target: target } = state.data;
  return (
    <div className={settingsStyles.section}>
      {host ? (
        <>
          <CurrentHost host={host} />
          <Card title={t`Change the host name`} description={t`A new name has to be verified again before the CDN serves it.`}>
            <HostForm key={host.host} current={host.host} submitLabel={t`Change host`} />
          </Card>
        </>
      ) : (
        <Card title={t`Your CDN host`} description={t`Serve your servers through the CDN under a name of your own, such as media.example.com.`}>
          <Alert tone="info">
            <Trans>
              After you set the name, create a CNAME record for it that points at <code className={styles.code}>{target}</code>. We check it before
              the CDN serves the name.
            </Trans>
          </Alert>
          <HostForm current={null} submitLabel={t`Set CDN host`} />
        </Card>
      )}
    </div>
  );
}
