import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, requiredError, SubmitButton, text } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useLibraryMaps } from '../api/get-library-maps.ts';
import { useSaveLibraryMap } from '../api/save-library-map.ts';
import type { LibraryMap } from '../api/types.ts';
import { REQUEST_TYPE_LABELS, SERVER_TYPE_LABELS, SERVER_TYPES } from '../shared/labels.ts';
import * as styles from '../shared/request-setup.css.ts';

/** The API's limits. */
const LIBRARY_MAX = 100;
const PATH_MAX = 255;

interface MapValues {
  library: string;
  path: string;
}

function MapForm({ map }: { map: LibraryMap }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const save = useSaveLibraryMap(map.id);
  const kind = t(REQUEST_TYPE_LABELS[map.request_type]);
  const servers = t(SERVER_TYPE_LABELS[map.server_type]);
  return (
    <li className={styles.mapRow}>
      <h3 className={styles.mapHeading}>
        {kind}
      </h3>
      <Form<MapValues>
        aria-label={t`${kind} on ${servers}`}
        validate={(values) => {
          const library = text(values.library);
          const path = text(values.path);
          return {
            library: requiredError(library, t`Enter the library’s name.`) ?? maxLengthError(library, LIBRARY_MAX, t`Keep the name to 100 characters.`),
            path:
              requiredError(path, t`Enter the library’s folder.`) ??
              maxLengthError(path, PATH_MAX, t`Keep the folder to 255 characters.`) ??
              (/^\/\S*$/.test(path) ? undefined : t`Enter a full folder without spaces, starting with /, like /data/media/movies.`),
          };
        }}
        onSubmit={(values) =>
          outcome.run(() => save.mutateAsync({ library: text(values.library), path: text(values.path) }), { success: t`The library map has been saved.` })
        }
      >
        <div className={styles.tightStack}>
          <FormError />
          <div className={styles.mapFields}>
            <TextField name="library" label={t`Library`} defaultValue={map.library} autoComplete="off" required />
            <TextField name="path" label={t`Folder`} defaultValue={map.path} autoComplete="off" spellCheck={false} autoCapitalize="none" required />
            <SubmitButton variant="secondary" aria-label={t`Save ${kind} on ${servers}`}>
              <Trans>Save</Trans>
            </SubmitButton>
          </div>
        </div>
      </Form>
      {outcome.dialog}
    </li>
  );
}

function ServerMaps({ maps, serverType }: { maps: LibraryMap[]; serverType: LibraryMap['server_type'] }) {
  const { t } = useLingui();
  const servers = t(SERVER_TYPE_LABELS[serverType]);
  if (maps.length === 0) return null;
  return (
    <Card title={servers} description={t`The library of a customer’s server that each kind of request fills, and its folder on the node.`}>
      <ul className={styles.plainList} aria-label={t`Library maps of ${servers}`}>
        {maps.map((map) => (
          <MapForm key={map.id} map={map} />
        ))}
      </ul>
    </Card>
  );
}

/** `/app/admin/requests/library-maps`: which library each kind of request lands in, per server type. */
export default function LibraryMapsScreen() {
  const { t } = useLingui();
  const maps = useLibraryMaps();
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        <Trans>When a request is marked available, the title is put into the library mapped here on the customer’s server. A changed map applies to the next requests.</Trans>
      </p>
      <Section
        query={maps}
        headingLevel={2}
        loading={t`Loading the library maps`}
        error={t`The library maps could not be loaded`}
        empty={(list) => list.length === 0}
        emptyState={{ title: t`No library maps`, description: t`Requests land in each server’s first library of their kind.` }}
      >
        {(list) => (
          <div className={styles.stack}>
            {SERVER_TYPES.map((serverType) => (
              <ServerMaps key={serverType} serverType={serverType} maps={list.filter((map) => map.server_type === serverType)} />
            ))}
          </div>
        )}
      </Section>
    </div>
  );
}
