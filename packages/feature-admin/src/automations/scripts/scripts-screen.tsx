import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog, Dialog } from '@portal/ui-kit/dialog';
import { SwitchField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { poof, useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { type ReactNode, useRef, useState } from 'react';
import { useCreateScript } from '../api/create-script.ts';
import { useDeleteScript } from '../api/delete-script.ts';
import { useScripts } from '../api/get-scripts.ts';
import type { LibraryScript, LibraryScriptInput } from '../api/types.ts';
import { useUpdateScript } from '../api/update-script.ts';
import * as styles from './scripts.css.ts';

const NAME_MAX = 60;
const DESCRIPTION_MAX = 255;
const COMMAND_MAX = 2000;
const TIMEOUT_MAX = 3600;

type Values = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function toInput(values: Values): LibraryScriptInput {
  return {
    name: text(values.name),
    description: text(values.description) || null,
    command: text(values.command),
    timeout: Number(text(values.timeout)),
    run_on_new_nodes: values.run_on_new_nodes === true,
    disruptive: values.disruptive === true,
  };
}

function ScriptForm({ label, script, onSave, actions }: { label: string; script?: LibraryScript; onSave: (input: LibraryScriptInput, form: HTMLFormElement) => Promise<unknown>; actions: ReactNode }) {
  const { t } = useLingui();
  const validate = (values: Values) => {
    const name = text(values.name);
    const command = text(values.command);
    const timeout = text(values.timeout);
    const seconds = Number(timeout);
    return {
      name: !name ? t`Name the script.` : name.length > NAME_MAX ? t`Keep the name to ${NAME_MAX} characters.` : undefined,
      description: text(values.description).length > DESCRIPTION_MAX ? t`Keep the description to ${DESCRIPTION_MAX} characters.` : undefined,
      command: !command ? t`Enter the command it runs.` : command.length > COMMAND_MAX ? t`Keep the command to ${COMMAND_MAX} characters.` : undefined,
      timeout: !/^\d+$/.test(timeout) || seconds < 1 || seconds > TIMEOUT_MAX ? t`Enter a number of seconds from 1 to ${TIMEOUT_MAX}.` : undefined,
    };
  };
  return (
    <Form<Values> className={styles.form} aria-label={label} validate={validate} onSubmit={(values, form) => onSave(toInput(values), form)}>
      <FormError />
      <TextField name="name" label={t`Name`} defaultValue={script?.name ?? ''} autoComplete="off" />
      <TextAreaField name="description" label={t`Description`} description={t`What it does, as admins see it before they run it.`} defaultValue={script?.description ?? ''} rows={2} />
      <TextAreaField
        name="command"
        label={t`Command`}
        description={t`Runs as root in the node’s shell.`}
        defaultValue={script?.command ?? ''}
        rows={3}
        textAreaClassName={styles.mono}
        spellCheck={false}
        autoCapitalize="off"
      />
      <div className={styles.fieldRow}>
        <TextField
          name="timeout"
          label={t`Timeout (seconds)`}
          description={t`A run that takes longer is stopped and counts as failed. From 1 to ${TIMEOUT_MAX}.`}
          inputMode="numeric"
          defaultValue={String(script?.timeout ?? 60)}
        />
        <div className={styles.form}>
          <SwitchField name="run_on_new_nodes" label={t`Runs on new nodes`} description={t`Once a new node is set up.`} defaultChecked={script?.run_on_new_nodes ?? false} />
          <SwitchField name="disruptive" label={t`Interrupts the media servers`} description={t`Admins are warned before they run it.`} defaultChecked={script?.disruptive ?? false} />
        </div>
      </div>
      <div className={styles.footer}>{actions}</div>
    </Form>
  );
}

function ScriptItem({ script, onEdit, onDelete }: { script: LibraryScript; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const name = script.name;
  const timeout = script.timeout ?? 0;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle level={3}>{name}</ListCardTitle>
        {script.description ? <p className={styles.description}>{script.description}</p> : null}
        <code className={styles.command}>{script.command}</code>
        <ul className={styles.details} aria-label={t`Details`}>
          <li>
            <Plural value={timeout} one="Stops after # second" other="Stops after # seconds" />
          </li>
          {script.run_on_new_nodes ? (
            <li>
              <Badge tone="info">
                <Trans>Runs on new nodes</Trans>
              </Badge>
            </li>
          ) : null}
          {script.disruptive ? (
            <li>
              <Badge tone="warning">
                <Trans>Interrupts the media servers</Trans>
              </Badge>
            </li>
          ) : null}
        </ul>
      </div>
      <div className={styles.controls}>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Trans>
            Edit<VisuallyHidden> {name}</VisuallyHidden>
          </Trans>
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete}>
          <Trans>
            Delete<VisuallyHidden> {name}</VisuallyHidden>
          </Trans>
        </Button>
      </div>
    </ListCard>
  );
}

function AddScript() {
  const { t } = useLingui();
  const create = useCreateScript();
  const outcome = useOutcome();
  return (
    <Card title={t`Add a script`} description={t`It is offered on every node’s Scripts page, and automations can run it.`}>
      <ScriptForm
        label={t`Add a script`}
        onSave={async (input, form) => {
          const answer = await outcome.run(() => create.mutateAsync(input), { success: t`The script has been added.` });
          if (answer) form.reset();
        }}
        actions={
          <SubmitButton>
            <Trans>Add script</Trans>
          </SubmitButton>
        }
      />
      {outcome.dialog}
    </Card>
  );
}

/** `/app/admin/integrations/scripts`: the library of node scripts that nodes and automations run. */
export default function ScriptsScreen() {
  const { t } = useLingui();
  const scripts = useScripts();
  const update = useUpdateScript();
  const remove = useDeleteScript();
  const outcome = useOutcome();
  const [editing, setEditing] = useState<LibraryScript | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<LibraryScript | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const editName = editing?.name ?? '';
  const deleteName = deleting?.name ?? '';

  return (
    <div className={styles.stack}>
      <Card title={t`Node scripts`} description={t`Maintenance commands an admin can run on any node, and what runs once a new node is set up.`}>
        <Section
          query={scripts}
          loading={t`Loading the scripts`}
          error={t`The scripts could not be loaded`}
          empty={(list) => list.length === 0}
          emptyState={{ title: t`No scripts yet`, description: t`Add one below: nodes offer the scripts of this library.` }}
        >
          {(list) => (
            <ListCardList ref={listRef} tabIndex={-1} aria-label={t`Node scripts`}>
              {list.map((script) => (
                <ScriptItem
                  key={script.id}
                  script={script}
                  onEdit={() => {
                    setEditing(script);
                    setEditOpen(true);
                  }}
                  onDelete={() => {
                    setDeleting(script);
                    setDeleteOpen(true);
                  }}
                />
              ))}
            </ListCardList>
          )}
        </Section>
      </Card>
      <AddScript />
      <Dialog.Root open={editOpen} onOpenChange={setEditOpen}>
        <Dialog.Content title={t`Edit ${editName}`} description={t`Nodes and automations use the change from their next run.`}>
          {editing ? (
            <ScriptForm
              key={editing.id}
              label={t`Edit ${editName}`}
              script={editing}
              onSave={async (input) => {
                const answer = await outcome.run(() => update.mutateAsync({ id: editing.id, input }), { success: t`The script has been saved.` });
                if (answer) setEditOpen(false);
              }}
              actions={
                <>
                  <Dialog.Close asChild>
                    <Button variant="secondary">
                      <Trans>Cancel</Trans>
                    </Button>
                  </Dialog.Close>
                  <SubmitButton>
                    <Trans>Save script</Trans>
                  </SubmitButton>
                </>
              }
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Root>
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        tone="danger"
        title={t`Delete ${deleteName}?`}
        description={t`Nodes no longer offer ${deleteName}, and automations that run it fail until they are edited. The runs it left stay in the nodes’ processes.`}
        confirmLabel={t`Delete script`}
        confirmText={deleteName}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const answer = await remove.mutateAsync(deleting.id);
            outcome.show({ ...poof(answer.message, t`The script has been deleted.`), returnFocus: () => listRef.current });
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </div>
  );
}
