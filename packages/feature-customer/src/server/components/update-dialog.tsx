import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS, type Server } from '@portal/api-client';
import { Dialog } from '@portal/ui-kit/dialog';
import { TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { done } from '@portal/ui-kit/outcome';
import { useUpdateServer } from '../api/update-server.ts';
import { useServerPageStore } from '../server-page-store.tsx';
import * as styles from '../server.css.ts';
import { usePerform } from '../use-page-actions.ts';

interface UpdateValues {
  version: string;
}

/** Asks which version to update to (the latest by default) before the server is rebuilt with it. */
export function UpdateDialog({ server }: { server: Server }) {
  const { t } = useLingui();
  const confirming = useServerPageStore((state) => state.confirming);
  const running = useServerPageStore((state) => state.running);
  const dismiss = useServerPageStore((state) => state.dismiss);
  const perform = usePerform({ fromForm: true });
  const update = useUpdateServer(server.id);
  const type = SERVER_TYPE_LABELS[server.type];
  const name = server.name;

  // A 422 stays in the dialog, with the error next to the version.
  const submit = ({ version }: UpdateValues) =>
    perform('update', async () => {
      const body = await update.mutateAsync(version.trim() ? { version: version.trim() } : {});
      return { outcome: done(body.message, t`The server is being updated`) };
    });

  return (
    <Dialog.Root
      open={confirming === 'update'}
      onOpenChange={(open) => {
        // Closing while the update is on its way would hide where it ends.
        if (!open && running !== 'update') dismiss();
      }}
    >
      <Dialog.Content
        title={t`Update ${type}?`}
        description={t`${name} is rebuilt with the new version and offline for a few minutes. Everyone watching is cut off.`}
      >
        <Form<UpdateValues> className={styles.form} aria-label={t`Update ${type}`} onSubmit={submit}>
          <FormError />
          <TextField
            name="version"
            label={t`Version`}
            description={t`Leave it empty for the latest ${type} version.`}
            autoComplete="off"
            spellCheck={false}
          />
          <Dialog.Footer>
            <Dialog.Close disabled={running === 'update'}>
              <Trans>Cancel</Trans>
            </Dialog.Close>
            <SubmitButton>
              <Trans>Update</Trans>
            </SubmitButton>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
