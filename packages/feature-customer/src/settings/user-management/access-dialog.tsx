import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckboxField } from '@portal/ui-kit/field';
import { Dialog } from '@portal/ui-kit/dialog';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { useId } from 'react';
import type { SharedServer, SharedUser } from '../api/types.ts';
import { useUpdateSharedUserAccess } from '../api/update-shared-user-access.ts';
import * as settingsStyles from '../layout/settings.css.ts';
import { useSave } from '../store/settings-store.tsx';
import { LibrariesError } from './libraries-error.tsx';
import { personLabel } from './shared-user-card.tsx';
import * as styles from './user-management.css.ts';

const NONE_CHOSEN = msg`Choose at least one library. To take every library away, remove the person instead.`;

const fieldName = (libraryId: number) => `library-${libraryId}`;

function chosenLibraries(server: SharedServer, values: Record<string, unknown>): number[] {
  return server.libraries.filter((library) => values[fieldName(library.id)] === true).map((library) => library.id);
}

function ServerAccessForm({ person, server, onSaved }: { person: SharedUser; server: SharedServer; onSaved: () => void }) {
  const { t } = useLingui();
  const update = useUpdateSharedUserAccess();
  const save = useSave();
  const errorId = useId();
  const serverName = server.server_name;
  return (
    <Form
      className={settingsStyles.form}
      aria-label={t`Libraries on ${serverName}`}
      validate={(values) => ({ library_ids: chosenLibraries(server, values).length ? undefined : t(NONE_CHOSEN) })}
      onSubmit={async (values) => {
        const done = await save(
          () => update.mutateAsync({ id: person.id, serverId: server.server_id, libraryIds: chosenLibraries(server, values) }),
          t`The access has been updated.`,
        );
        if (done) onSaved();
      }}
    >
      <FormError />
      {/* Named like the call's field, so the server's error for it lands here too. */}
      <fieldset name="library_ids" className={settingsStyles.fieldset} aria-describedby={errorId}>
        <legend className={settingsStyles.legend}>{server.server_name}</legend>
        {server.libraries.map((library) => (
          <CheckboxField key={library.id} name={fieldName(library.id)} label={library.name} defaultChecked={library.shared} />
        ))}
      </fieldset>
      <LibrariesError id={errorId} />
      <div className={settingsStyles.formFooter}>
        <SubmitButton>
          <Trans>Save access to {serverName}</Trans>
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Which libraries of each server a person can open; each server saves on its own. */
export function AccessDialog({ person, onClose }: { person: SharedUser | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = person ? personLabel(person) : '';
  return (
    <Dialog.Root
      open={person !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {person ? (
        <Dialog.Content title={t`Library access of ${name}`} description={t`Choose what they can open on each server. Each server saves on its own.`}>
          <div className={styles.accessForms}>
            {person.servers.map((server) => (
              <ServerAccessForm key={server.server_id} person={person} server={server} onSaved={onClose} />
            ))}
          </div>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
