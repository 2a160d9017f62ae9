import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@portal/ui-kit/field';
import { Form, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useLibraryPaths, useUpdateLibraryPath } from '../api/library-paths.ts';
import type { LibraryKind, LibraryPath, ServerType } from '../api/types.ts';
import { pathError } from '../shared/path-rules.ts';
import * as styles from '../shared/storage.css.ts';

const SERVER_TYPES: { type: ServerType; title: MessageDescriptor; name: MessageDescriptor }[] = [
  { type: 'plex', title: msg`Plex servers`, name: msg`Plex` },
  { type: 'emby', title: msg`Emby servers`, name: msg`Emby` },
  { type: 'jellyfin', title: msg`Jellyfin servers`, name: msg`Jellyfin` },
];

const KINDS: Record<LibraryKind, MessageDescriptor> = {
  movies: msg`Movies`,
  shows: msg`TV shows`,
  music: msg`Music`,
  photos: msg`Photos`,
  'home-videos': msg`Home videos`,
};

const KIND_ORDER: LibraryKind[] = ['movies', 'shows', 'music', 'photos', 'home-videos'];

interface PathValues {
  path: string;
}

function validatePath(values: PathValues): FormValidationErrors<PathValues> {
  return { path: pathError(values.path) };
}

function LibraryPathRow({ row, typeName }: { row: LibraryPath; typeName: string }) {
  const { t } = useLingui();
  const update = useUpdateLibraryPath();
  const outcome = useOutcome();
  const kind = t(KINDS[row.kind]);
  const changed = row.updated_at ? formatDateTime(row.updated_at) : null;
  return (
    <li>
      <Form<PathValues>
        className={styles.libraryRow}
        validate={validatePath}
        onSubmit={(values) => outcome.run(() => update.mutateAsync({ id: row.id, path: text(values.path) }), { success: t`The library path has been saved` })}
      >
        <TextField
          label={t`${kind} (${typeName})`}
          name="path"
          required
          defaultValue={row.path}
          autoComplete="off"
          spellCheck={false}
          description={changed ? t`Inside the container. Last changed ${changed}.` : t`Inside the container.`}
        />
        <SubmitButton variant="secondary" aria-label={t`Save the path of ${kind} (${typeName})`}>{t`Save`}</SubmitButton>
      </Form>
      {outcome.dialog}
    </li>
  );
}

function LibraryPaths({ rows }: { rows: LibraryPath[] }) {
  const { t } = useLingui();
  return (
    <Stack gap="xl">
      {SERVER_TYPES.map(({ type, title, name }) => {
        const ofType = rows.filter((row) => row.server_type === type).sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
        const typeName = t(name);
        return (
          <Card key={type} title={t(title)} description={t`Where a ${typeName} server finds each kind of library inside its container. Absolute, without spaces, “..” or a slash at the end.`}>
            {ofType.length === 0 ? (
              <p className={styles.muted}>{t`No library paths for ${typeName} servers.`}</p>
            ) : (
              <ul className={styles.list}>
                {ofType.map((row) => (
                  <LibraryPathRow key={row.id} row={row} typeName={typeName} />
                ))}
              </ul>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}

/** `/app/admin/storage/library-paths`: where each server type finds each kind of library, a row at a time. */
export default function LibraryPathsScreen() {
  const { t } = useLingui();
  const paths = useLibraryPaths();
  return (
    <Section
      query={paths}
      headingLevel={2}
      loading={t`Loading the library paths`}
      error={t`The library paths could not be loaded`}
      empty={(data) => data.length === 0}
      emptyState={{ title: t`No library paths yet`, description: t`The server types' library paths show up here once they are set up.` }}
    >
      {(data) => <LibraryPaths rows={data} />}
    </Section>
  );
}
