import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS, type Server } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { Dialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { CheckboxField, SelectField, TextField } from '@portal/ui-kit/field';
import { emailError, Form, FormError, maxLengthError, SubmitButton, text } from '@portal/ui-kit/form';
import { ServerIcon } from '@portal/ui-kit/icons';
import { Skeleton } from '@portal/ui-kit/skeleton';
import { useId, useState } from 'react';
import { useAddSharedUser } from '../api/add-shared-user.ts';
import { useLibraries } from '#api/get-libraries.ts';
import { useServers } from '#api/get-servers.ts';
import * as settingsStyles from '../layout/settings.css.ts';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useSave } from '../store/settings-store.tsx';
import { LibrariesError } from './libraries-error.tsx';

const LIBRARY_PREFIX = 'library-';
const NONE_CHOSEN = msg`Choose at least one library.`;

/** The ids of the ticked library checkboxes (each named `library-{id}`). */
function chosenLibraries(values: Record<string, unknown>): number[] {
  return Object.entries(values)
    .filter(([name, checked]) => name.startsWith(LIBRARY_PREFIX) && checked === true)
    .map(([name]) => Number(name.slice(LIBRARY_PREFIX.length)))
    .filter((id) => Number.isInteger(id));
}

function inviteErrors(values: Record<string, unknown>) {
  return {
    email: emailError(values.email, { missing: t`Enter their e-mail address.` }) ?? maxLengthError(values.email, 255, t`Use at most 255 characters.`),
    name: maxLengthError(values.name, 255, t`Use at most 255 characters.`),
    library_ids: chosenLibraries(values).length ? undefined : t(NONE_CHOSEN),
  };
}

/** The chosen server's libraries, all ticked to begin with. */
function LibraryChoice({ serverId, serverName }: { serverId: number; serverName: string }) {
  const { t } = useLingui();
  const libraries = useLibraries(serverId);
  const errorId = useId();

  let content;
  if (!libraries.data) {
    content = libraries.isError ? (
      <Alert
        tone="error"
        title={t`The libraries could not be loaded`}
        action={
          <Button variant="secondary" size="sm" onClick={() => void libraries.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {libraries.error.message}
      </Alert>
    ) : (
      <div role="status" aria-label={t`Loading the libraries of ${serverName}`} aria-busy="true" className={settingsStyles.loading}>
        <Skeleton height="1.25rem" width="50%" />
        <Skeleton height="1.25rem" width="40%" />
      </div>
    );
  } else if (libraries.data.libraries.length === 0) {
    content = (
      <p className={settingsStyles.muted}>
        <Trans>{serverName} has no libraries yet, so there is nothing to share on it.</Trans>
      </p>
    );
  } else {
    content = libraries.data.libraries.map((library) => (
      <CheckboxField key={library.id} name={`${LIBRARY_PREFIX}${library.id}`} label={library.name} description={library.media_type} defaultChecked />
    ));
  }

  return (
    <>
      {/* Named like the call's field, so the server's error for it lands here too. */}
      <fieldset name="library_ids" className={settingsStyles.fieldset} aria-describedby={errorId}>
        <legend className={settingsStyles.legend}>
          <Trans>Libraries they can open</Trans>
        </legend>
        {content}
      </fieldset>
      <LibrariesError id={errorId} />
    </>
  );
}

function InviteForm({ servers, onDone }: { servers: Server[]; onDone: () => void }) {
  const { t } = useLingui();
  const add = useAddSharedUser();
  const save = useSave();
  const [serverId, setServerId] = useState(() => servers.find((server) => server.status !== 'suspended')?.id ?? servers[0]?.id ?? 0);
  const server = servers.find((candidate) => candidate.id === serverId);

  return (
    <Form
      className={settingsStyles.form}
      aria-label={t`Invite someone`}
      validate={inviteErrors}
      onSubmit={async (values) => {
        const name = text(values.name);
        const done = await save(
          () => add.mutateAsync({ email: text(values.email), name: name || null, server_id: serverId, library_ids: chosenLibraries(values) }),
          t`The invite has been sent.`,
        );
        if (done) onDone();
      }}
    >
      <FormError />
      <TextField name="email" type="email" label={t`E-mail address`} description={t`The invite goes to this address.`} autoComplete="off" required />
      <TextField name="name" label={t`Name`} description={t`Optional: how you know them.`} autoComplete="off" />
      <SelectField
        name="server_id"
        label={t`Server`}
        options={servers.map((candidate) => {
          const name = candidate.name;
          const type: string = SERVER_TYPE_LABELS[candidate.type];
          const suspended = candidate.status === 'suspended';
          return { value: String(candidate.id), label: suspended ? t`${name} (${type}), suspended` : t`${name} (${type})`, disabled: suspended };
        })}
        value={String(serverId)}
        onChange={(event) => setServerId(Number(event.target.value))}
      />
      {/* Keyed by server, so another server starts with all of its own libraries ticked. */}
      {server ? <LibraryChoice key={server.id} serverId={server.id} serverName={server.name} /> : null}
      <Dialog.Footer>
        <SubmitButton>
          <Trans>Send invite</Trans>
        </SubmitButton>
        <Dialog.Close>
          <Trans>Cancel</Trans>
        </Dialog.Close>
      </Dialog.Footer>
    </Form>
  );
}

function InviteContent({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const servers = useServers();
  if (!servers.data) {
    if (servers.isError) {
      return <SectionError title={t`Your servers could not be loaded`} error={servers.error} onRetry={() => void servers.refetch()} />;
    }
    return <SectionLoading gap="lg" label={t`Loading your servers`} />;
  }
  if (!servers.data.some((server) => server.status !== 'suspended')) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<ServerIcon />}
        title={t`No server to share`}
        description={t`Once you have a server that is not suspended, you can invite people to it here.`}
      />
    );
  }
  return <InviteForm servers={servers.data} onDone={onDone} />;
}

/** Invites somebody to one of the user's servers, with the libraries they can open. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {open ? (
        <Dialog.Content
          title={t`Invite someone`}
          description={t`They get an e-mail invite to one of your servers and can open the libraries you choose once they accept it.`}
        >
          <InviteContent onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
