import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { OutcomeProvider, useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useEffect, useState } from 'react';
import { useHref, useSearchParams } from 'react-router';
import { UnsafeAuthorizeUrl, useDiscordAuthorize } from '../api/get-discord-authorize.ts';
import { useDiscordLink } from '../api/get-discord-link.ts';
import type { DiscordLink, NamedRef } from '../api/types.ts';
import { useUnlinkDiscord } from '../api/unlink-discord.ts';
import * as styles from './discord.css.ts';
import { LinkWizard } from './link-wizard.tsx';

function useStartLink() {
  const { t } = useLingui();
  const outcome = useOutcome();
  const authorize = useDiscordAuthorize();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const redirectPath = useHref('/admin/integrations/discord');
  const start = async () => {
    try {
      const url = await authorize.mutateAsync(new URL(redirectPath, window.location.origin).toString());
      setLeavingFor(url);
      window.location.assign(url);
    } catch (error) {
      outcome.failed(error instanceof UnsafeAuthorizeUrl ? new Error(t`The server sent an authorisation address that is not a web address.`) : error);
    }
  };
  return { start: () => void start(), starting: authorize.isPending || leavingFor !== null, leavingFor };
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}

function SavedLink({ link, onStart, starting }: { link: DiscordLink & { guild: NamedRef }; onStart: () => void; starting: boolean }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const unlink = useUnlinkDiscord();
  const [confirm, setConfirm] = useState(false);
  const channel = (ref: NamedRef | null | undefined) => (ref ? `#${ref.name}` : t`Not used`);
  const role = (ref: NamedRef | null | undefined) => (ref ? ref.name : t`Not used`);
  const guild = link.guild.name;
  return (
    <Stack gap="lg">
      <dl className={styles.facts} aria-label={t`The Discord link`}>
        <Fact label={t`Server`} value={guild} />
        <Fact label={t`Announcements channel`} value={channel(link.announcements_channel)} />
        <Fact label={t`Staff alerts channel`} value={channel(link.alerts_channel)} />
        <Fact label={t`Customer role`} value={role(link.customer_role)} />
        <Fact label={t`Trial role`} value={role(link.trial_role)} />
        {link.linked_at ? <Fact label={t`Linked`} value={formatDateTime(link.linked_at)} /> : null}
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onStart} loading={starting}>
          <Trans>Change the link</Trans>
        </Button>
        <Button variant="danger" onClick={() => setConfirm(true)}>
          <Trans>Unlink</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t`Unlink ${guild}?`}
        description={t`The portal stops posting to ${guild} and no longer gives its roles to customers and trial users. Members keep the roles they have.`}
        confirmLabel={t`Unlink`}
        tone="danger"
        onConfirm={async () => {
          try {
            const answer = await unlink.mutateAsync();
            outcome.done(answer.message, t`Discord has been unlinked.`);
          } catch (error) {
            setConfirm(false);
            outcome.failed(error);
          }
        }}
      />
    </Stack>
  );
}

function Discord() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  // The code of the provider's redirect is read once and leaves the address at once: a reload or
  // a shared link must not offer a spent code again.
  const [code, setCode] = useState<string | null>(() => params.get('code'));
  const link = useDiscordLink();
  const { start, starting, leavingFor } = useStartLink();

  useEffect(() => {
    if (!params.has('code') && !params.has('state')) return;
    const next = new URLSearchParams(params);
    next.delete('code');
    next.delete('state');
    setParams(next, { replace: true });
  }, [params, setParams]);

  return (
    <Card title={t`Discord`} description={t`The community server where the portal posts announcements and staff alerts, and gives customers and trial users their roles.`}>
      <Stack gap="lg">
        {code ? (
          <LinkWizard code={code} onRestart={start} restarting={starting} onCancel={() => setCode(null)} onLinked={() => setCode(null)} />
        ) : (
          <Section
            query={link}
            loading={t`Loading the Discord link`}
            error={t`The Discord link could not be loaded`}
            empty={(data) => !data.guild}
            emptyState={{
              title: t`Discord is not linked`,
              description: t`Link a Discord server: you sign in with Discord, choose the server, then its channels and roles.`,
              action: (
                <Button onClick={start} loading={starting}>
                  {t`Link Discord`}
                </Button>
              ),
            }}
          >
            {(data) => (data.guild ? <SavedLink link={{ ...data, guild: data.guild }} onStart={start} starting={starting} /> : null)}
          </Section>
        )}
        {leavingFor ? (
          <p role="status" className={styles.muted}>
            <Trans>
              Taking you to Discord…{' '}
              <TextLink href={leavingFor}>Continue to Discord</TextLink>
            </Trans>
          </p>
        ) : null}
      </Stack>
    </Card>
  );
}

/** `/app/admin/integrations/discord`: the linked server, and the link through Discord's OAuth. */
export default function DiscordScreen() {
  return (
    <OutcomeProvider>
      <Discord />
    </OutcomeProvider>
  );
}
