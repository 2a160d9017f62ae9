import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { SelectField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { Stack } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section, SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useExchangeDiscordCode } from '../api/exchange-discord-code.ts';
import { useDiscordGuild } from '../api/get-discord-guild.ts';
import { useDiscordGuilds } from '../api/get-discord-guilds.ts';
import { useSaveDiscordLink } from '../api/save-discord-link.ts';
import type { ChatGuild, NamedRef } from '../api/types.ts';
import * as styles from './discord.css.ts';

/** A 422 naming the code or the token: the provider's grant ran out, only a new link helps. */
const expiredField = (error: unknown, field: 'code' | 'token'): boolean => isApiError(error) && error.status === 422 && Boolean(error.errors[field]);

function Step({ number, title, children }: { number: number; title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md" as="section" aria-labelledby={`discord-step-${number}`}>
      <p className={styles.step}>
        <Trans>
          Step {number} of 3
        </Trans>
      </p>
      <h3 id={`discord-step-${number}`} className={styles.stepTitle}>
        {title}
      </h3>
      {children}
    </Stack>
  );
}

function Expired({ title, description, onRestart, restarting }: { title: string; description: string; onRestart: () => void; restarting: boolean }) {
  const { t } = useLingui();
  return (
    <EmptyState
      headingLevel={3}
      title={title}
      description={description}
      action={
        <Button onClick={onRestart} loading={restarting}>
          {t`Start again`}
        </Button>
      }
    />
  );
}

interface WizardProps {
  code: string;
  onRestart: () => void;
  restarting: boolean;
  onCancel: () => void;
  onLinked: () => void;
}

/**
 * The three calls of the link after the provider's redirect: the code for a token, the token for
 * the admin's servers, one server for its channels and roles. The token lives in this component's
 * state only: leaving the page forgets it.
 */
export function LinkWizard({ code, onRestart, restarting, onCancel, onLinked }: WizardProps) {
  const { t } = useLingui();
  const exchange = useExchangeDiscordCode();
  const [guild, setGuild] = useState<NamedRef | null>(null);
  const started = useRef(false);
  const { mutate } = exchange;

  useEffect(() => {
    // A code is good once: React's second run of an effect in development must not spend it again.
    if (started.current) return;
    started.current = true;
    mutate(code);
  }, [code, mutate]);

  const token = exchange.data;
  let content: ReactNode;
  if (exchange.isError) {
    content = expiredField(exchange.error, 'code') ? (
      <Expired
        title={t`The Discord authorisation has expired`}
        description={t`The code Discord sent back is no longer valid (it works once, for a few minutes). Start the link again.`}
        onRestart={onRestart}
        restarting={restarting}
      />
    ) : (
      <SectionError title={t`The Discord authorisation could not be checked`} error={exchange.error} onRetry={() => mutate(code)} />
    );
  } else if (!token) {
    content = <SectionLoading label={t`Checking the Discord authorisation`} shape="text" lines={2} />;
  } else if (!guild) {
    content = (
      <Step number={2} title={t`Choose the Discord server`}>
        <GuildChoice token={token} onChoose={setGuild} onRestart={onRestart} restarting={restarting} />
      </Step>
    );
  } else {
    content = (
      <Step number={3} title={t`Channels and roles in ${guild.name}`}>
        <ChannelsAndRoles token={token} guild={guild} onBack={() => setGuild(null)} onRestart={onRestart} restarting={restarting} onLinked={onLinked} />
      </Step>
    );
  }

  return (
    <Stack gap="lg">
      {token ? null : (
        <Step number={1} title={t`Authorise with Discord`}>
          {content}
        </Step>
      )}
      {token ? content : null}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel the link</Trans>
        </Button>
      </div>
    </Stack>
  );
}

function GuildChoice({ token, onChoose, onRestart, restarting }: { token: string; onChoose: (guild: NamedRef) => void; onRestart: () => void; restarting: boolean }) {
  const { t } = useLingui();
  const guilds = useDiscordGuilds(token);
  return (
    <Section
      query={guilds}
      loading={t`Loading your Discord servers`}
      error={(error, retry) =>
        expiredField(error, 'token') ? (
          <Expired title={t`The Discord session has expired`} description={t`Discord no longer accepts this sign-in. Start the link again.`} onRestart={onRestart} restarting={restarting} />
        ) : (
          <SectionError title={t`Your Discord servers could not be loaded`} error={error} onRetry={retry} />
        )
      }
      empty={(data) => data.length === 0}
      emptyState={{
        title: t`No Discord servers to choose from`,
        description: t`The Discord account you signed in with manages no server. Sign in with another account, or create a server in Discord first.`,
        action: (
          <Button onClick={onRestart} loading={restarting}>
            {t`Start again`}
          </Button>
        ),
      }}
    >
      {(data) => (
        <Stack gap="sm">
          <p className={styles.muted}>
            <Trans>The portal posts to and gives roles in one server.</Trans>
          </p>
          <ul className={styles.guilds} aria-label={t`Your Discord servers`}>
            {data.map((guild) => (
              <li key={guild.id}>
                <Button variant="secondary" onClick={() => onChoose(guild)}>
                  {guild.name}
                </Button>
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </Section>
  );
}

type ChoiceValues = { announcements_channel_id: string; alerts_channel_id: string; customer_role_id: string; trial_role_id: string };

function validateChoice(values: ChoiceValues): FormValidationErrors<ChoiceValues> {
  return {
    announcements_channel_id: text(values.announcements_channel_id) ? undefined : translate`Choose the channel for announcements.`,
    customer_role_id: text(values.customer_role_id) ? undefined : translate`Choose the role given to customers.`,
  };
}

function ChannelsAndRoles({
  token,
  guild,
  onBack,
  onRestart,
  restarting,
  onLinked,
}: {
  token: string;
  guild: NamedRef;
  onBack: () => void;
  onRestart: () => void;
  restarting: boolean;
  onLinked: () => void;
}) {
  const { t } = useLingui();
  const details = useDiscordGuild(token, guild.id);
  return (
    <Section
      query={details}
      loading={t`Loading the channels and roles of ${guild.name}`}
      error={(error, retry) =>
        expiredField(error, 'token') ? (
          <Expired title={t`The Discord session has expired`} description={t`Discord no longer accepts this sign-in. Start the link again.`} onRestart={onRestart} restarting={restarting} />
        ) : (
          <SectionError title={t`The channels and roles could not be loaded`} error={error} onRetry={retry} />
        )
      }
      empty={(data) => data.channels.length === 0 || data.roles.length === 0}
      emptyState={{
        title: t`${guild.name} has no channels or roles to use`,
        description: t`The portal needs a channel for announcements and a role for customers. Add them in Discord, or choose another server.`,
        action: (
          <Button variant="secondary" onClick={onBack}>
            {t`Choose another server`}
          </Button>
        ),
      }}
    >
      {(data) => <ChoiceForm token={token} guild={data} onBack={onBack} onLinked={onLinked} />}
    </Section>
  );
}

function ChoiceForm({ token, guild, onBack, onLinked }: { token: string; guild: ChatGuild; onBack: () => void; onLinked: () => void }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const save = useSaveDiscordLink();
  const channels = guild.channels.map((channel) => ({ value: channel.id, label: `#${channel.name}` }));
  const roles = guild.roles.map((role) => ({ value: role.id, label: `@${role.name}` }));
  const none = { value: '', label: t`Not used` };
  return (
    <>
      <Form<ChoiceValues>
        aria-label={t`Channels and roles the portal uses`}
        validate={validateChoice}
        onSubmit={async (values) => {
          const answer = await outcome.run(
            () =>
              save.mutateAsync({
                token,
                guild_id: guild.id,
                announcements_channel_id: text(values.announcements_channel_id),
                alerts_channel_id: text(values.alerts_channel_id) || null,
                customer_role_id: text(values.customer_role_id),
                trial_role_id: text(values.trial_role_id) || null,
              }),
            { success: t`Discord has been linked to ${guild.name}.` },
          );
          if (answer) onLinked();
        }}
      >
        <Stack gap="md">
          <FormError />
          <div className={styles.fields}>
            <SelectField label={t`Announcements channel`} description={t`Where the portal posts announcements.`} name="announcements_channel_id" options={channels} placeholder={t`Choose a channel`} />
            <SelectField label={t`Staff alerts channel`} description={t`Where node and service alerts go.`} name="alerts_channel_id" options={[none, ...channels]} defaultValue="" />
            <SelectField label={t`Customer role`} description={t`Given to every customer who joins.`} name="customer_role_id" options={roles} placeholder={t`Choose a role`} />
            <SelectField label={t`Trial role`} description={t`Given to trial users while their trial lasts.`} name="trial_role_id" options={[none, ...roles]} defaultValue="" />
          </div>
          <div className={styles.actions}>
            <SubmitButton>
              <Trans>Save the link</Trans>
            </SubmitButton>
            <Button type="button" variant="secondary" onClick={onBack}>
              <Trans>Choose another server</Trans>
            </Button>
          </div>
        </Stack>
      </Form>
      {outcome.dialog}
    </>
  );
}
