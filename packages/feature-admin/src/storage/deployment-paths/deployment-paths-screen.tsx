import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDeleteDeploymentOverride, useDeploymentPaths, useSaveDeploymentOverride, useSaveDeploymentPaths } from '../api/deployment-paths.ts';
import type { DeploymentPaths } from '../api/types.ts';
import { fillPlaceholders, pathError, PLACEHOLDER_LIST } from '../shared/path-rules.ts';
import * as styles from '../shared/storage.css.ts';

interface PathValues {
  stack_path: string;
  config_path: string;
  transcode_path: string;
}

interface OverrideValues extends PathValues {
  node_id: string;
}

type Override = NonNullable<DeploymentPaths['overrides']>[number];
type Sample = NonNullable<DeploymentPaths['sample']>;

const FIELDS = ['stack_path', 'config_path', 'transcode_path'] as const;
const SERVER = '{server}';
const USER = '{user}';
const TYPE = '{type}';
const FALLBACK_SAMPLE: Sample = { server: 'plex-jordan-lee', user: 'jordan-lee', type: 'plex' };

function validateDefaults(values: PathValues): FormValidationErrors<PathValues> {
  return Object.fromEntries(FIELDS.map((field) => [field, pathError(values[field], { placeholders: true })]));
}

function validateOverride(values: OverrideValues): FormValidationErrors<OverrideValues> {
  const errors: FormValidationErrors<OverrideValues> = Object.fromEntries(FIELDS.map((field) => [field, pathError(values[field], { placeholders: true, optional: true })]));
  if (!text(values.node_id)) errors.node_id = translate`Choose the node.`;
  else if (FIELDS.every((field) => !text(values[field]))) errors.stack_path = translate`Enter at least one path of the node's own.`;
  return errors;
}

function readPaths(form: HTMLFormElement): PathValues {
  const data = new FormData(form);
  return { stack_path: String(data.get('stack_path') ?? ''), config_path: String(data.get('config_path') ?? ''), transcode_path: String(data.get('transcode_path') ?? '') };
}

/** The paths of a sample server as they would be, for what is typed now. */
function Preview({ paths, sample, fallback }: { paths: PathValues; sample: Sample; fallback?: PathValues }) {
  const { t } = useLingui();
  const server = sample.server;
  const line = (value: string, field: keyof PathValues) => {
    const path = text(value) || text(fallback?.[field] ?? '');
    return path && !pathError(path, { placeholders: true }) ? fillPlaceholders(path, sample) : t`(not valid yet)`;
  };
  return (
    <div className={styles.itemMain} aria-live="polite">
      <p className={styles.summary}>{t`For the server ${server}:`}</p>
      <dl className={styles.placeholders}>
        <dt>{t`Stack`}</dt>
        <dd className={`${styles.definition} ${styles.mono}`}>{line(paths.stack_path, 'stack_path')}</dd>
        <dt>{t`Configuration`}</dt>
        <dd className={`${styles.definition} ${styles.mono}`}>{line(paths.config_path, 'config_path')}</dd>
        <dt>{t`Transcoding`}</dt>
        <dd className={`${styles.definition} ${styles.mono}`}>{line(paths.transcode_path, 'transcode_path')}</dd>
      </dl>
    </div>
  );
}

function Placeholders() {
  const { t } = useLingui();
  // Each placeholder inside its sentence, so that the words around it are translated with it.
  return (
    <ul className={styles.results} aria-label={t`Placeholders`}>
      <li>{t`${SERVER}: the server's container name, like plex-jordan-lee. Every path needs it, so that servers never share a folder.`}</li>
      <li>{t`${USER}: the owner's user name, like jordan-lee.`}</li>
      <li>{t`${TYPE}: the server type: plex, emby or jellyfin.`}</li>
    </ul>
  );
}

function PathFields({ values, optional, defaults }: { values: Partial<PathValues>; optional?: boolean; defaults?: PathValues }) {
  const { t } = useLingui();
  const hint = (field: keyof PathValues) => {
    const fallback = defaults?.[field] ?? '';
    return optional ? t`Left empty, the node uses the default ${fallback}.` : undefined;
  };
  return (
    <>
      <TextField label={t`Stack path`} name="stack_path" required={!optional} defaultValue={values.stack_path ?? ''} autoComplete="off" spellCheck={false} description={hint('stack_path') ?? t`Where the server's compose stack is deployed.`} />
      <TextField label={t`Config path`} name="config_path" required={!optional} defaultValue={values.config_path ?? ''} autoComplete="off" spellCheck={false} description={hint('config_path') ?? t`Where the server keeps its configuration and database.`} />
      <TextField className={styles.wide} label={t`Transcode path`} name="transcode_path" required={!optional} defaultValue={values.transcode_path ?? ''} autoComplete="off" spellCheck={false} description={hint('transcode_path') ?? t`Scratch space for transcoding; a fast local disk.`} />
    </>
  );
}

function DefaultsForm({ paths, sample }: { paths: DeploymentPaths; sample: Sample }) {
  const { t } = useLingui();
  const save = useSaveDeploymentPaths();
  const outcome = useOutcome();
  const [draft, setDraft] = useState<PathValues>({ stack_path: paths.stack_path, config_path: paths.config_path, transcode_path: paths.transcode_path });
  const changed = paths.updated_at ? formatDateTime(paths.updated_at) : null;
  return (
    <Card
      title={t`Default paths`}
      description={changed ? t`Where every node deploys a server, unless the node has paths of its own. Last changed ${changed}.` : t`Where every node deploys a server, unless the node has paths of its own.`}
    >
      <Stack gap="lg">
        <p className={styles.muted}>{t`Paths are absolute, without spaces, “..” or a slash at the end, and may use the placeholders ${PLACEHOLDER_LIST}:`}</p>
        <Placeholders />
        <Form<PathValues>
          validate={validateDefaults}
          onChange={(event: FormEvent<HTMLFormElement>) => setDraft(readPaths(event.currentTarget))}
          onSubmit={(values) =>
            outcome.run(() => save.mutateAsync({ stack_path: text(values.stack_path), config_path: text(values.config_path), transcode_path: text(values.transcode_path) }), {
              success: t`The deployment paths have been saved`,
            })
          }
        >
          <FormError />
          <div className={styles.formGrid}>
            <PathFields values={paths} />
          </div>
          <div className={styles.actions}>
            <SubmitButton>{t`Save default paths`}</SubmitButton>
          </div>
        </Form>
        <Preview paths={draft} sample={sample} />
      </Stack>
      {outcome.dialog}
    </Card>
  );
}

function OverrideEditor({ paths, override, sample, onDone }: { paths: DeploymentPaths; override: Override | null; sample: Sample; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveDeploymentOverride();
  const outcome = useOutcome();
  const defaults: PathValues = { stack_path: paths.stack_path, config_path: paths.config_path, transcode_path: paths.transcode_path };
  const initial: PathValues = { stack_path: override?.stack_path ?? '', config_path: override?.config_path ?? '', transcode_path: override?.transcode_path ?? '' };
  const [draft, setDraft] = useState<PathValues>(initial);
  const taken = new Set((paths.overrides ?? []).map((row) => row.node.id));
  const nodes = (paths.nodes ?? []).filter((node) => node.id === override?.node.id || !taken.has(node.id));
  const name = override?.node.name ?? '';

  const submit = async (values: OverrideValues) => {
    const nodeId = Number(values.node_id);
    const input = { stack_path: text(values.stack_path) || null, config_path: text(values.config_path) || null, transcode_path: text(values.transcode_path) || null };
    const answer = await outcome.run(() => save.mutateAsync({ nodeId, input }), { success: t`The node's paths have been saved` });
    if (answer) onDone();
  };

  return (
    <Card title={override ? t`Paths of ${name}` : t`Give a node paths of its own`} description={t`Only the paths entered here differ from the defaults.`}>
      <Stack gap="lg">
        <Form<OverrideValues> validate={validateOverride} onSubmit={submit} onChange={(event: FormEvent<HTMLFormElement>) => setDraft(readPaths(event.currentTarget))}>
          <FormError />
          <div className={styles.formGrid}>
            <SelectField
              className={styles.wide}
              label={t`Node`}
              name="node_id"
              defaultValue={override ? String(override.node.id) : ''}
              disabled={override !== null}
              options={[...(override ? [] : [{ value: '', label: t`Choose a node` }]), ...nodes.map((node) => ({ value: String(node.id), label: node.name }))]}
            />
            {override ? <input type="hidden" name="node_id" value={String(override.node.id)} /> : null}
            <PathFields values={initial} optional defaults={defaults} />
          </div>
          <div className={styles.actions}>
            <SubmitButton>{t`Save the node's paths`}</SubmitButton>
            <Button type="button" variant="ghost" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </Form>
        <Preview paths={draft} sample={sample} fallback={defaults} />
      </Stack>
      {outcome.dialog}
    </Card>
  );
}

function OverrideItem({ override, onEdit, onRemove }: { override: Override; onEdit: () => void; onRemove: () => void }) {
  const { t } = useLingui();
  const name = override.node.name;
  const value = (path: string | null | undefined) => path ?? t`default`;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle>
          <Link to={`/admin/nodes/${override.node.id}`}>{name}</Link>
        </ListCardTitle>
        <ul className={styles.details} aria-label={t`Paths of ${name}`}>
          <li>{t`Stack: ${value(override.stack_path)}`}</li>
          <li>{t`Configuration: ${value(override.config_path)}`}</li>
          <li>{t`Transcoding: ${value(override.transcode_path)}`}</li>
        </ul>
      </div>
      <div className={styles.itemSide}>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit the paths of ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button variant="danger" size="sm" onClick={onRemove} aria-label={t`Remove the paths of ${name}`}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </ListCard>
  );
}

function DeploymentPathsView({ paths }: { paths: DeploymentPaths }) {
  const { t } = useLingui();
  const sample = paths.sample ?? FALLBACK_SAMPLE;
  const overrides = paths.overrides ?? [];
  const [editing, setEditing] = useState<Override | 'new' | null>(null);
  const [removing, setRemoving] = useState<Override | null>(null);
  const remove = useDeleteDeploymentOverride();
  const outcome = useOutcome();
  const removingName = removing?.node.name ?? '';
  return (
    <Stack gap="xl">
      <DefaultsForm paths={paths} sample={sample} />
      <Card
        title={t`Nodes with paths of their own`}
        description={t`A node that deploys elsewhere: a bigger disk, a reseller's folders.`}
        actions={
          editing === 'new' ? null : (
            <Button variant="secondary" onClick={() => setEditing('new')}>
              <Trans>Add node paths</Trans>
            </Button>
          )
        }
      >
        {overrides.length === 0 ? (
          <p className={styles.muted}>
            <Trans>Every node uses the default paths.</Trans>
          </p>
        ) : (
          <ListCardList aria-label={t`Nodes with paths of their own`}>
            {overrides.map((override) => (
              <OverrideItem key={override.node.id} override={override} onEdit={() => setEditing(override)} onRemove={() => setRemoving(override)} />
            ))}
          </ListCardList>
        )}
      </Card>
      {editing === null ? null : (
        <OverrideEditor
          key={editing === 'new' ? 'new' : editing.node.id}
          paths={paths}
          override={editing === 'new' ? null : editing}
          sample={sample}
          onDone={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t`Remove the paths of ${removingName}?`}
        description={t`${removingName} deploys new servers under the default paths again. Servers deployed already stay where they are.`}
        confirmLabel={t`Remove paths`}
        tone="danger"
        onConfirm={async () => {
          if (!removing) return;
          try {
            const answer = await remove.mutateAsync(removing.node.id);
            if (editing !== null && editing !== 'new' && editing.node.id === removing.node.id) setEditing(null);
            outcome.poof(answer.message, t`The node follows the default paths again`);
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </Stack>
  );
}

/** `/app/admin/storage/deployment-paths`: where server stacks go on the nodes, with a preview for a real server. */
export default function DeploymentPathsScreen() {
  const { t } = useLingui();
  const paths = useDeploymentPaths();
  return (
    <Section query={paths} headingLevel={2} loading={t`Loading the deployment paths`} error={t`The deployment paths could not be loaded`}>
      {(data) => <DeploymentPathsView paths={data} />}
    </Section>
  );
}
