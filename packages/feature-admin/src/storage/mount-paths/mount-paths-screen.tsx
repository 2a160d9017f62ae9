import { msg, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { failureMessage, useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMountPaths } from '../api/get-mount-paths.ts';
import { useDeleteMountPath, useSaveMountPath, useVerifyMountPath } from '../api/save-mount-path.ts';
import type { MountPath, MountPathInput, MountPathVerification, MountType, StorageNodeRef } from '../api/types.ts';
import { pathError } from '../shared/path-rules.ts';
import { MOUNT_TYPES } from '../shared/mount-state.tsx';
import * as styles from '../shared/storage.css.ts';

interface MountPathValues {
  path: string;
  type: string;
  remote: string;
  node_id: string;
  options: string;
}

const TYPE_ORDER: MountType[] = ['rclone', 'nfs', 'smb'];

const REMOTE_HINTS: Record<MountType, ReturnType<typeof msg>> = {
  rclone: msg`An rclone remote looks like gdrive-media: or gdrive-media:folder.`,
  nfs: msg`An NFS export looks like 10.0.4.20:/export/media.`,
  smb: msg`An SMB share looks like //storage.example.com/share.`,
};

const REMOTE_PATTERNS: Record<MountType, RegExp> = {
  rclone: /^[A-Za-z0-9_-]+:\S*$/,
  nfs: /^[A-Za-z0-9.-]+:\/\S*$/,
  smb: /^\/\/[A-Za-z0-9.-]+\/\S+$/,
};

const isMountType = (value: string): value is MountType => (TYPE_ORDER as string[]).includes(value);

function validateMountPath(values: MountPathValues): FormValidationErrors<MountPathValues> {
  const remote = text(values.remote);
  const type = isMountType(values.type) ? values.type : 'rclone';
  return {
    path: pathError(values.path, { underMnt: true }),
    remote: !remote ? translate`Enter the remote to mount.` : REMOTE_PATTERNS[type].test(remote) ? undefined : translate(REMOTE_HINTS[type]),
    options: text(values.options).length > 300 ? translate`Use at most 300 characters.` : undefined,
  };
}

function inputOf(values: MountPathValues): MountPathInput {
  const node = text(values.node_id);
  return {
    path: text(values.path),
    type: isMountType(values.type) ? values.type : 'rclone',
    remote: text(values.remote),
    node_id: node ? Number(node) : null,
    options: text(values.options) || null,
  };
}

/** What the nodes answered about the path: a sentence, then each node's answer. */
function Verification({ results }: { results: MountPathVerification[] }) {
  const { t } = useLingui();
  const found = results.filter((result) => result.exists === true).length;
  const missing = results.filter((result) => result.exists === false).length;
  const unknown = results.filter((result) => result.exists === null).length;
  const total = results.length;
  return (
    <div role="status" className={styles.itemMain}>
      <p className={styles.summary}>{t`The path exists on ${found} of ${total} nodes; missing on ${missing}; ${unknown} could not be asked.`}</p>
      <ul className={styles.results}>
        {results.map((result) => (
          <li key={result.node.id}>{result.message}</li>
        ))}
      </ul>
    </div>
  );
}

function MountPathEditor({ path, nodes, onDone }: { path: MountPath | null; nodes: StorageNodeRef[]; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveMountPath();
  const verify = useVerifyMountPath();
  const outcome = useOutcome();
  const form = useRef<HTMLFormElement>(null);
  const [type, setType] = useState<MountType>(path?.type ?? 'rclone');
  const [verification, setVerification] = useState<{ results: MountPathVerification[] } | { error: string } | null>(null);
  const name = path?.path ?? '';

  const submit = async (values: MountPathValues) => {
    const input = inputOf(values);
    const answer = await outcome.run(() => save.mutateAsync({ id: path?.id ?? null, input }), {
      success: path ? t`The mount path has been saved` : t`The mount path has been added`,
    });
    if (answer) onDone();
  };

  const runVerify = async () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const value = String(data.get('path') ?? '');
    const node = String(data.get('node_id') ?? '');
    const problem = pathError(value, { underMnt: true });
    if (problem) {
      setVerification({ error: problem });
      return;
    }
    try {
      setVerification({ results: await verify.mutateAsync({ path: text(value), node_id: node ? Number(node) : null }) });
    } catch (error) {
      setVerification({ error: failureMessage(error) });
    }
  };

  return (
    <Card title={path ? t`Edit ${name}` : t`Add a mount path`} description={t`Where a remote is mounted: on one node, or on every node.`}>
      <Form<MountPathValues> ref={form} validate={validateMountPath} onSubmit={submit}>
        <FormError />
        <div className={styles.formGrid}>
          <TextField
            label={t`Path`}
            name="path"
            required
            defaultValue={path?.path ?? ''}
            autoComplete="off"
            spellCheck={false}
            description={t`Absolute, under /mnt/, without spaces, “..” or a slash at the end; like /mnt/media.`}
          />
          <SelectField
            label={t`Node`}
            name="node_id"
            defaultValue={path?.node ? String(path.node.id) : ''}
            options={[{ value: '', label: t`All nodes` }, ...nodes.map((node) => ({ value: String(node.id), label: node.name }))]}
          />
          <SelectField
            label={t`Kind of remote`}
            name="type"
            value={type}
            onChange={(event) => setType(isMountType(event.target.value) ? event.target.value : 'rclone')}
            options={TYPE_ORDER.map((value) => ({ value, label: t(MOUNT_TYPES[value]) }))}
          />
          <TextField
            label={t`Remote`}
            name="remote"
            required
            defaultValue={path?.remote ?? ''}
            autoComplete="off"
            spellCheck={false}
            description={t(REMOTE_HINTS[type])}
          />
          <TextField
            className={styles.wide}
            label={t`Mount options`}
            name="options"
            defaultValue={path?.options ?? ''}
            autoComplete="off"
            spellCheck={false}
            description={t`Optional, separated by commas; like allow-other,vfs-cache-mode=full.`}
          />
        </div>
        <div className={styles.actions}>
          <SubmitButton>{path ? t`Save mount path` : t`Add mount path`}</SubmitButton>
          <Button type="button" variant="secondary" loading={verify.isPending} onClick={() => void runVerify()}>
            <Trans>Verify on the nodes</Trans>
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </Form>
      {verification === null ? null : 'error' in verification ? (
        <p role="alert" className={styles.muted}>
          {t`The path could not be verified: ${verification.error}`}
        </p>
      ) : (
        <Verification results={verification.results} />
      )}
      {outcome.dialog}
    </Card>
  );
}

function MountPathItem({ path, onEdit, onDelete }: { path: MountPath; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const name = path.path;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle>
          <span className={styles.mono}>{name}</span>
        </ListCardTitle>
        <ul className={styles.details} aria-label={t`Details of ${name}`}>
          <li className={styles.mono}>{path.remote}</li>
          <li>{t(MOUNT_TYPES[path.type])}</li>
          <li>{path.node ? <Link to={`/admin/nodes/${path.node.id}`}>{path.node.name}</Link> : t`All nodes`}</li>
          {path.options ? <li className={styles.mono}>{path.options}</li> : null}
          {path.updated_at ? <li>{t`Changed ${formatDateTime(path.updated_at)}`}</li> : null}
        </ul>
      </div>
      <div className={styles.itemSide}>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete} aria-label={t`Delete ${name}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </ListCard>
  );
}

function MountPaths({ paths, nodes }: { paths: MountPath[]; nodes: StorageNodeRef[] }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<MountPath | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MountPath | null>(null);
  const remove = useDeleteMountPath();
  const outcome = useOutcome();
  const deletingName = deleting?.path ?? '';
  const deletingWhere = deleting?.node ? deleting.node.name : t`all nodes`;

  return (
    <Stack gap="xl">
      <Card
        title={t`Mount paths`}
        description={t`Where the remotes are mounted on the nodes. Servers reach their media through these paths.`}
        actions={
          editing === 'new' ? null : (
            <Button onClick={() => setEditing('new')}>
              <Trans>Add a mount path</Trans>
            </Button>
          )
        }
      >
        {paths.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No mount paths yet. Add the first one to mount a remote on the nodes.</Trans>
          </p>
        ) : (
          <ListCardList aria-label={t`Mount paths`}>
            {paths.map((path) => (
              <MountPathItem key={path.id} path={path} onEdit={() => setEditing(path)} onDelete={() => setDeleting(path)} />
            ))}
          </ListCardList>
        )}
      </Card>
      {editing === null ? null : (
        <MountPathEditor key={editing === 'new' ? 'new' : editing.id} path={editing === 'new' ? null : editing} nodes={nodes} onDone={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete the mount path ${deletingName}?`}
        description={t`${deletingName} is no longer mounted on ${deletingWhere} at the next set-up. Servers that read media from it lose it.`}
        confirmLabel={t`Delete mount path`}
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const answer = await remove.mutateAsync(deleting.id);
            if (editing !== null && editing !== 'new' && editing.id === deleting.id) setEditing(null);
            outcome.poof(answer.message, t`The mount path has been deleted`);
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </Stack>
  );
}

/** `/app/admin/storage/mount-paths`: where the remotes are mounted on the nodes, with add, edit and delete. */
export default function MountPathsScreen() {
  const { t } = useLingui();
  const paths = useMountPaths();
  return (
    <Section query={paths} headingLevel={2} loading={t`Loading the mount paths`} error={t`The mount paths could not be loaded`}>
      {(data) => <MountPaths paths={data.paths} nodes={data.nodes} />}
    </Section>
  );
}
