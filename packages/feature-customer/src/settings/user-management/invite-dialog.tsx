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
const NONE_CHOSEN = 'Choose at least one library.';

/** The ids of the ticked library checkboxes (each named `library-{id}`). */
function chosenLibraries(values: Record<string, unknown>): number[] {
  return Object.entries(values)
    .filter(([name, checked]) => name.startsWith(LIBRARY_PREFIX) && checked === true)
    .map(([name]) => Number(name.slice(LIBRARY_PREFIX.length)))
    .filter((id) => Number.isInteger(id));
}

function inviteErrors(values: Record<string, unknown>) {
  return {
    email: emailError(values.email, { missing: 'Enter their e-mail address.' }) ?? maxLengthError(values.email, 255, 'Use at most 255 characters.'),
    name: maxLengthError(values.name, 255, 'Use at most 255 characters.'),
    library_ids: chosenLibraries(values).length ? undefined : NONE_CHOSEN,
  };
}

/** The chosen server's libraries, all ticked to begin with. */
function LibraryChoice({ serverId, serverName }: { serverId: number; serverName: string }) {
  const libraries = useLibraries(serverId);
  const errorId = useId();

  let content;
  if (!libraries.data) {
    content = libraries.isError ? (
      <Alert
        tone="error"
        title="The libraries could not be loaded"
        action={
          <Button variant="secondary" size="sm" onClick={() => void libraries.refetch()}>
            Try again
          </Button>
        }
      >
        {libraries.error.message}
      </Alert>
    ) : (
      <div role="status" aria-label={`Loading the libraries of ${serverName}`} aria-busy="true" className={settingsStyles.loading}>
        <Skeleton height="1.25rem" width="50%" />
        <Skeleton height="1.25rem" width="40%" />
      </div>
    );
  } else if (libraries.data.libraries.length === 0) {
    content = <p className={settingsStyles.muted}>{serverName} has no libraries yet, so there is nothing to share on it.</p>;
  } else {
    content = libraries.data.libraries.map((library) => (
      <CheckboxField key={library.id} name={`${LIBRARY_PREFIX}${library.id}`} label={library.name} description={library.media_type} defaultChecked />
    ));
  }

  return (
    <>
      {/* Named like the call's field, so the server's error for it lands here too. */}
      <fieldset name="library_ids" className={settingsStyles.fieldset} aria-describedby={errorId}>
        <legend className={settingsStyles.legend}>Libraries they can open</legend>
        {content}
      </fieldset>
      <LibrariesError id={errorId} />
    </>
  );
}

function InviteForm({ servers, onDone }: { servers: Server[]; onDone: () => void }) {
  const add = useAddSharedUser();
  const save = useSave();
  const [serverId, setServerId] = useState(() => servers.find((server) => server.status !== 'suspended')?.id ?? servers[0]?.id ?? 0);
  const server = servers.find((candidate) => candidate.id === serverId);

  return (
    <Form
      className={settingsStyles.form}
      aria-label="Invite someone"
      validate={inviteErrors}
      onSubmit={async (values) => {
        const name = text(values.name);
        const done = await save(
          () => add.mutateAsync({ email: text(values.email), name: name || null, server_id: serverId, library_ids: chosenLibraries(values) }),
          'The invite has been sent.',
        );
        if (done) onDone();
      }}
    >
      <FormError />
      <TextField name="email" type="email" label="E-mail address" description="The invite goes to this address." autoComplete="off" required />
      <TextField name="name" label="Name" description="Optional: how you know them." autoComplete="off" />
      <SelectField
        name="server_id"
        label="Server"
        options={servers.map((candidate) => ({
          value: String(candidate.id),
          label: `${candidate.name} (${SERVER_TYPE_LABELS[candidate.type]})${candidate.status === 'suspended' ? ', suspended' : ''}`,
          disabled: candidate.status === 'suspended',
        }))}
        value={String(serverId)}
        onChange={(event) => setServerId(Number(event.target.value))}
      />
      {/* Keyed by server, so another server starts with all of its own libraries ticked. */}
      {server ? <LibraryChoice key={server.id} serverId={server.id} serverName={server.name} /> : null}
      <Dialog.Footer>
        <SubmitButton>Send invite</SubmitButton>
        <Dialog.Close>Cancel</Dialog.Close>
      </Dialog.Footer>
    </Form>
  );
}

function InviteContent({ onDone }: { onDone: () => void }) {
  const servers = useServers();
  if (!servers.data) {
    if (servers.isError) {
      return <SectionError title="Your servers could not be loaded" error={servers.error} onRetry={() => void servers.refetch()} />;
    }
    return <SectionLoading gap="lg" label="Loading your servers" />;
  }
  if (!servers.data.some((server) => server.status !== 'suspended')) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<ServerIcon />}
        title="No server to share"
        description="Once you have a server that is not suspended, you can invite people to it here."
      />
    );
  }
  return <InviteForm servers={servers.data} onDone={onDone} />;
}

/** Invites somebody to one of the user's servers, with the libraries they can open. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {open ? (
        <Dialog.Content title="Invite someone" description="They get an e-mail invite to one of your servers and can open the libraries you choose once they accept it.">
          <InviteContent onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
