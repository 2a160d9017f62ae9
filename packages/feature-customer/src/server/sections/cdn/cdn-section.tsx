import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CdnSettings, Server } from '@portal/api-client';
import { useRealtimeEvent } from '@portal/realtime';
import { Alert } from '@portal/ui-kit/alert';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, type FormValidationErrors } from '@portal/ui-kit/form';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { SectionError } from '@portal/ui-kit/section';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverKeys } from '#api/keys.ts';
import { labelText, type Label } from '#lib/label.ts';
import { LoadingCard } from '../shared/loading-card.tsx';
import * as styles from '../shared/sections.css.ts';
import { useCdn } from './api/get-cdn.ts';
import { useDisableCdn } from './api/disable-cdn.ts';
import { useEnableCdn, type EnableCdnInput } from './api/enable-cdn.ts';

/** The CDN providers the portal offers; the API takes the value as `type`. */
export const CDN_TYPES = [
  { value: 'cloudflare', label: msg`Cloudflare` },
  { value: 'bunny', label: msg`Bunny CDN` },
  { value: 'fastly', label: msg`Fastly` },
  { value: 'custom', label: msg`Another CDN` },
] as const;

const NOT_SET = msg`Not set`;

/** A known type's label (a descriptor), the type as the API sent it, or 'Not set'. */
export function cdnTypeLabel(type: string | null | undefined): Label {
  return CDN_TYPES.find((option) => option.value === type)?.label ?? type ?? NOT_SET;
}

const HOST = /^(?=.{1,255}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export function validateCdn(values: EnableCdnInput): FormValidationErrors<EnableCdnInput> {
  const cdn = values.cdn.trim();
  let cdnError: string | undefined;
  if (!cdn) cdnError = t`Enter the CDN host.`;
  else if (/^[a-z]+:\/\//i.test(cdn) || cdn.includes('/')) cdnError = t`Enter the host name only, without https:// or a path.`;
  else if (!HOST.test(cdn)) cdnError = t`Enter a host name such as cdn.example.com.`;
  return { cdn: cdnError, type: values.type ? undefined : t`Choose the type of CDN.` };
}

function EnableCdnForm({ server, settings, onEnabled }: { server: Server; settings: CdnSettings; onEnabled: (message: string) => void }) {
  const { t } = useLingui();
  const enable = useEnableCdn(server.id);
  return (
    <Form<EnableCdnInput>
      aria-label={t`Enable the CDN`}
      validate={validateCdn}
      onSubmit={async (values) => {
        const answer = await enable.mutateAsync({ cdn: values.cdn.trim(), type: values.type });
        onEnabled(answer.message ?? t`The CDN is being enabled.`);
      }}
    >
      <Stack gap="md">
        <div className={styles.formRow}>
          <TextField
            name="cdn"
            label={t`CDN host`}
            description={t`The host name your CDN serves this server under, without https://.`}
            placeholder={t`cdn.example.com`}
            defaultValue={settings.cdn ?? ''}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
          />
          <SelectField
            name="type"
            label={t`CDN type`}
            description={t`The provider the host belongs to.`}
            options={CDN_TYPES.map(({ value, label }) => ({ value, label: t(label) }))}
            placeholder={t`Choose a CDN`}
            {...(settings.type ? { defaultValue: settings.type } : {})}
            required
          />
        </div>
        <FormError />
        <div className={styles.formActions}>
          <SubmitButton>
            <Trans>Enable CDN</Trans>
          </SubmitButton>
        </div>
      </Stack>
    </Form>
  );
}

/** The server's CDN: what it is, turning it on with a host and a type, and turning it off. */
export default function CdnSection({ server }: { server: Server }) {
  const { t } = useLingui();
  const name = server.name;
  const cdn = useCdn(server.id);
  const disable = useDisableCdn(server.id);
  const queryClient = useQueryClient();
  const outcome = useOutcome();
  const [confirming, setConfirming] = useState(false);
  const [activated, setActivated] = useState(false);

  useRealtimeEvent('customer', 'cdn-enabled', ({ server_id }) => {
    if (server_id !== server.id) return;
    setActivated(true);
    void queryClient.invalidateQueries({ queryKey: serverKeys.cdn(server.id) });
  });

  if (cdn.isPending) return <LoadingCard title={t`CDN`} label={t`Loading the CDN settings`} lines={2} />;
  if (cdn.isError) {
    return (
      <Card title={t`CDN`}>
        <SectionError title={t`The CDN settings could not be loaded`} error={cdn.error} onRetry={() => void cdn.refetch()} />
      </Card>
    );
  }

  const settings = cdn.data;
  const enabled = settings.enabled === true;

  return (
    <Stack gap="lg">
      <Card
        title={t`CDN`}
        description={t`A content delivery network in front of ${name} carries its streams closer to your viewers.`}
        actions={<Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? <Trans>Enabled</Trans> : <Trans>Disabled</Trans>}</Badge>}
      >
        <Stack gap="md">
          {enabled && activated ? (
            <Alert tone="success">
              <Trans>The CDN is now serving {name}.</Trans>
            </Alert>
          ) : null}
          {enabled ? (
            <>
              <dl className={styles.definitions}>
                <dt className={styles.term}>
                  <Trans>Host</Trans>
                </dt>
                <dd className={styles.definition}>{settings.cdn ?? t(NOT_SET)}</dd>
                <dt className={styles.term}>
                  <Trans>Type</Trans>
                </dt>
                <dd className={styles.definition}>{labelText(cdnTypeLabel(settings.type))}</dd>
              </dl>
              <div className={styles.formActions}>
                <Button variant="danger" onClick={() => setConfirming(true)}>
                  <Trans>Disable CDN</Trans>
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className={styles.paragraph}>
                <Trans>The CDN is off: viewers stream straight from the server. Enter your CDN host to turn it on.</Trans>
              </p>
              <EnableCdnForm
                server={server}
                settings={settings}
                onEnabled={(message) => {
                  setActivated(false);
                  outcome.done(message);
                }}
              />
            </>
          )}
        </Stack>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Disable the CDN?`}
        description={t`Viewers of ${name} stream straight from the server again. You can enable the CDN again at any time.`}
        confirmLabel={t`Disable CDN`}
        tone="danger"
        onConfirm={async () => {
          try {
            const answer = await disable.mutateAsync();
            setActivated(false);
            outcome.done(answer.message, t`The CDN has been disabled.`);
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </Stack>
  );
}
