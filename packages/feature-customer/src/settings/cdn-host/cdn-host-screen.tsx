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
        DNS record to create
      </h3>
      <p className={settingsStyles.muted}>Add this record where the domain’s DNS is managed. It can take a few hours to spread.</p>
      <dl className={styles.facts}>
        <dt className={styles.term}>Type</dt>
        <dd className={styles.value}>
          <code className={styles.code}>{host.record.type}</code>
        </dd>
        <dt className={styles.term}>Name</dt>
        <dd className={styles.value}>
          <code className={styles.code}>{host.record.name}</code>
        </dd>
        <dt className={styles.term}>Target</dt>
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
  const active = host.status === 'active';

  const check = async () => {
    try {
      const body = await verify.mutateAsync();
      const found = body.data.host?.status === 'active';
      notify({ title: found ? 'Done!' : 'Uh oh!', message: body.message ?? (found ? 'The host is verified.' : 'The record was not found yet.'), tone: found ? 'success' : 'warning' });
    } catch (error) {
      notify({ title: 'Whoops!', message: failureMessage(error), tone: 'error' });
    }
  };

  return (
    <Card
      title="Your CDN host"
      description={active ? 'Your servers are served through the CDN under this name.' : 'Waiting for its DNS record: create it, then check it here.'}
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>Host name</dt>
        <dd className={styles.value}>
          <strong>{host.host}</strong>
        </dd>
        <dt className={styles.term}>Status</dt>
        <dd className={styles.value}>{active ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Pending verification</Badge>}</dd>
        {host.verified_at ? (
          <>
            <dt className={styles.term}>Verified</dt>
            <dd className={styles.value}>
              <When iso={host.verified_at} />
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>Last check</dt>
        <dd className={styles.value}>
          {host.checked_at ? (
            <>
              <When iso={host.checked_at} />
              {host.check_message ? `: ${host.check_message}` : ''}
            </>
          ) : (
            'Not checked yet'
          )}
        </dd>
      </dl>
      <DnsRecord host={host} />
      <div className={styles.actions}>
        <Button onClick={() => void check()} loading={verify.isPending}>
          {active ? 'Check the record again' : 'Check the record'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setRemoveError(null);
            setConfirming(true);
          }}
        >
          Remove host
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${host.host}?`}
        description="Your servers are served from their platform addresses again. Links that use this host name stop working."
        confirmLabel="Remove host"
        tone="danger"
        error={removeError}
        onConfirm={async () => {
          try {
            const body = await remove.mutateAsync();
            notify({ title: 'Poof!', message: body.message ?? `${host.host} is no longer your CDN host.`, tone: 'success' });
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
  const state = useCdnHost();

  if (!state.data) {
    if (state.isError) {
      if (isApiError(state.error) && state.error.status === 403) {
        return <EmptyState title="The CDN is not available on your account" description={state.error.message} />;
      }
      return <ErrorState title="Your CDN host could not be loaded" error={state.error} onRetry={() => void state.refetch()} />;
    }
    return <SectionLoading gap="lg" label="Loading your CDN host" />;
  }

  const { host, cname_target: target } = state.data;
  return (
    <div className={settingsStyles.section}>
      {host ? (
        <>
          <CurrentHost host={host} />
          <Card title="Change the host name" description="A new name has to be verified again before the CDN serves it.">
            <HostForm key={host.host} current={host.host} submitLabel="Change host" />
          </Card>
        </>
      ) : (
        <Card title="Your CDN host" description="Serve your servers through the CDN under a name of your own, such as media.example.com.">
          <Alert tone="info">
            After you set the name, create a CNAME record for it that points at <code className={styles.code}>{target}</code>. We check it before the
            CDN serves the name.
          </Alert>
          <HostForm current={null} submitLabel="Set CDN host" />
        </Card>
      )}
    </div>
  );
}
