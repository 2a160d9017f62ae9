import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { safeHref, useSystemSettings } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog, Dialog, ViewDialog } from '@portal/ui-kit/dialog';
import { TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, text } from '@portal/ui-kit/form';
import { formatDate, formatDateTime } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { ListCard, ListCardList, ListCardSkeleton, ListCardTitle } from '@portal/ui-kit/list-card';
import { OutcomeProvider, useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCreateKronosClient } from '../api/create-kronos-client.ts';
import { useKronosApi } from '../api/get-kronos-api.ts';
import { useRevokeKronosClient } from '../api/revoke-kronos-client.ts';
import type { ApiClient, ResellerPanel } from '../api/types.ts';
import * as styles from './kronos-api.css.ts';

interface NewClient {
  id: number;
  name: string;
  secret: string;
}

function lastUsed(at: string | null | undefined): string {
  return at ? translate`Last used ${formatDateTime(at)}` : translate`Never used`;
}

function Domains({ apiDomain }: { apiDomain: string | null | undefined }) {
  const { t } = useLingui();
  const kronos = useSystemSettings().data?.kronos_domain;
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.term}>{t`API domain`}</dt>
        <dd className={styles.value}>{apiDomain || t`Not set`}</dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.term}>{t`Kronos domain`}</dt>
        <dd className={styles.value}>{kronos || t`Not set`}</dd>
      </div>
    </dl>
  );
}

function SecretDialog({ client, onClose }: { client: NewClient | null; onClose: () => void }) {
  const { t } = useLingui();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'select'>('idle');
  const secretRef = useRef<HTMLElement>(null);
  const copySecret = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for the keyboard's copy.
      const range = document.createRange();
      if (secretRef.current) range.selectNodeContents(secretRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setCopy('select');
    }
  };
  return (
    <ViewDialog
      item={client}
      onClose={() => {
        setCopy('idle');
        onClose();
      }}
      title={(item) => t`The secret of ${item.name}`}
      description={() => t`Copy it now: it is shown this once and cannot be shown again. If it is lost, revoke the client and create another.`}
    >
      {(item) => (
        <Stack gap="md">
          <code ref={secretRef} className={styles.secret} aria-label={t`Client secret`}>
            {item.secret}
          </code>
          <p className={styles.muted}>{t`Client ID: ${item.id}`}</p>
          <div>
            <Button variant="secondary" onClick={() => void copySecret(item.secret)}>
              <Trans>Copy the secret</Trans>
            </Button>
          </div>
          <p role="status" className={styles.muted}>
            {copy === 'copied' ? t`Copied to the clipboard.` : copy === 'select' ? t`Selected: press Ctrl+C (⌘C on a Mac) to copy it.` : ''}
          </p>
        </Stack>
      )}
    </ViewDialog>
  );
}

function CreateClient({ onCreated }: { onCreated: (client: NewClient) => void }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const create = useCreateKronosClient();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button>
          <Trans>Create API client</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title={t`Create an API client`} description={t`A client signs in to the API with its ID and secret: billing systems, status pages, exporters.`} size="sm">
        <Form<{ name: string }>
          validate={(values) => ({ name: text(values.name) ? undefined : translate`Enter a name for the client.` })}
          onSubmit={async (values) => {
            const answer = await outcome.run(() => create.mutateAsync(text(values.name)), { success: t`The API client has been created.` });
            if (!answer) return;
            // The outcome dialog would cover the secret: the secret's own dialog says it was created.
            outcome.close();
            setOpen(false);
            onCreated({ id: answer.data.id, name: answer.data.name, secret: answer.data.secret });
          }}
        >
          <Stack gap="md">
            <FormError />
            <TextField label={t`Name`} name="name" maxLength={60} autoComplete="off" description={t`Say what uses it, like “WHMCS production”.`} />
            <Dialog.Footer>
              <SubmitButton>
                <Trans>Create</Trans>
              </SubmitButton>
              <Dialog.Close>
                <Trans>Cancel</Trans>
              </Dialog.Close>
            </Dialog.Footer>
          </Stack>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function Clients({ clients }: { clients: ApiClient[] }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const revoke = useRevokeKronosClient();
  const [revoking, setRevoking] = useState<ApiClient | null>(null);
  return (
    <>
      <ListCardList aria-label={t`API clients`}>
        {clients.map((client) => (
          <ListCard key={client.id}>
            <div className={styles.summary}>
              <ListCardTitle>{client.name}</ListCardTitle>
              <p className={styles.muted}>
                {client.secret_hint ? t`ID ${client.id} · secret ending in ${client.secret_hint}` : t`ID ${client.id}`}
                {client.created_at ? ` · ${t`created ${formatDate(client.created_at)}`}` : ''}
              </p>
              <p className={styles.muted}>{lastUsed(client.last_used_at)}</p>
            </div>
            <Button variant="danger" size="sm" onClick={() => setRevoking(client)} aria-label={t`Revoke ${client.name}`}>
              <Trans>Revoke</Trans>
            </Button>
          </ListCard>
        ))}
      </ListCardList>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={t`Revoke ${revoking?.name ?? ''}?`}
        description={t`Whatever signs in as ${revoking?.name ?? ''} is refused from now on. This cannot be undone: a new client gets a new secret.`}
        confirmLabel={t`Revoke`}
        tone="danger"
        onConfirm={async () => {
          if (!revoking) return;
          try {
            const answer = await revoke.mutateAsync(revoking.id);
            setRevoking(null);
            outcome.poof(answer.message, t`The API client has been revoked.`);
          } catch (error) {
            setRevoking(null);
            outcome.failed(error);
          }
        }}
      />
    </>
  );
}

function Panels({ panels }: { panels: ResellerPanel[] }) {
  const { t } = useLingui();
  return (
    <ListCardList aria-label={t`Reseller panels`}>
      {panels.map((panel) => {
        const href = safeHref(panel.url);
        return (
          <ListCard key={panel.id}>
            <div className={styles.summary}>
              <ListCardTitle>{panel.name}</ListCardTitle>
              {href ? (
                <p className={styles.muted}>
                  <TextLink href={href} target="_blank" rel="noopener noreferrer">
                    {href}
                  </TextLink>
                </p>
              ) : null}
              <p className={styles.muted}>{lastUsed(panel.last_used_at)}</p>
            </div>
            {panel.reseller ? (
              <TextLink asChild>
                <Link to={`/admin/users/${panel.reseller.id}`}>{t`Reseller: ${panel.reseller.name}`}</Link>
              </TextLink>
            ) : (
              <span className={styles.muted}>{t`No reseller account`}</span>
            )}
          </ListCard>
        );
      })}
    </ListCardList>
  );
}

function KronosApi() {
  const { t } = useLingui();
  const kronos = useKronosApi();
  const [created, setCreated] = useState<NewClient | null>(null);
  const loadingList = (label: string) => (
    <ListCardList aria-label={label} aria-busy="true">
      <ListCardSkeleton />
      <ListCardSkeleton />
    </ListCardList>
  );
  return (
    <Stack gap="lg">
      <Card title={t`Kronos API`} description={t`The API that billing systems, status pages and reseller panels use.`}>
        <Section query={kronos} loading={t`Loading the API settings`} error={t`The Kronos API could not be loaded`}>
          {(data) => <Domains apiDomain={data.api_domain} />}
        </Section>
      </Card>
      <Card title={t`API clients`} description={t`Each client has an ID and a secret. A secret is shown once, when the client is created.`} actions={<CreateClient onCreated={setCreated} />}>
        <Section
          query={kronos}
          loading={loadingList(t`Loading the API clients`)}
          error={t`The API clients could not be loaded`}
          empty={(data) => data.clients.length === 0}
          emptyState={{ title: t`No API clients yet`, description: t`Create a client for each system that calls the API.` }}
        >
          {(data) => <Clients clients={data.clients} />}
        </Section>
      </Card>
      <Card title={t`Reseller panels`} description={t`The panels of resellers connected through the API.`}>
        <Section
          query={kronos}
          loading={loadingList(t`Loading the reseller panels`)}
          error={t`The reseller panels could not be loaded`}
          empty={(data) => data.reseller_panels.length === 0}
          emptyState={{ title: t`No reseller panels connected`, description: t`A reseller's panel shows here once it connects to the API.` }}
        >
          {(data) => <Panels panels={data.reseller_panels} />}
        </Section>
      </Card>
      <SecretDialog client={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}

/** `/app/admin/integrations/kronos-api`: the API's domains, its clients and the reseller panels connected through it. */
export default function KronosApiScreen() {
  return (
    <OutcomeProvider>
      <KronosApi />
    </OutcomeProvider>
  );
}
