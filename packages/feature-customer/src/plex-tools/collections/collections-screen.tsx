import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlexCollection, PlexCollectionPreset, Server } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatDate, formatNumber } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { failureMessage, type Outcome, poof, useOutcome } from '@portal/ui-kit/outcome';
import { SectionError } from '@portal/ui-kit/section';
import { useState } from 'react';
import { useDeleteCollection } from '../api/delete-collection.ts';
import { useCollections } from '../api/get-collections.ts';
import { useLibraries } from '#api/get-libraries.ts';
import * as styles from '../shared/plex-tools.css.ts';
import { ServerPicker, usePlexServerChoice } from '../shared/server-picker.tsx';
import { ToolLoading } from '../shared/tool-loading.tsx';
import { CollectionForm } from './collection-form.tsx';

function titles(count: number): string {
  const formatted = formatNumber(count);
  return plural(count, { one: '# title', other: `${formatted} titles` });
}

function CollectionList({ collections, presets, onOutcome }: { collections: PlexCollection[]; presets: PlexCollectionPreset[]; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useLingui();
  const remove = useDeleteCollection();
  const [deleting, setDeleting] = useState<PlexCollection | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  if (collections.length === 0) {
    return <EmptyState headingLevel={3} title={t`No collections yet`} description={t`Collections you make appear here and in every Plex app.`} />;
  }
  const deletingName = deleting?.name;
  const deletingLibrary = deleting?.library_name;
  return (
    <>
      <ul className={styles.recordList} aria-label={t`Collections`}>
        {collections.map((collection) => {
          const preset = presets.find((candidate) => candidate.id === collection.preset);
          const libraryName = collection.library_name;
          const count = titles(collection.items_count);
          const madeOn = formatDate(collection.created_at);
          const collectionName = collection.name;
          return (
            <li key={collection.id} className={styles.record}>
              <div className={styles.recordMain}>
                <p className={styles.recordTitle}>{collection.name}</p>
                <p className={styles.muted}>
                  <Trans>
                    {libraryName} · {count} · made {madeOn}
                  </Trans>
                </p>
              </div>
              <div className={styles.recordActions}>
                {preset ? <Badge tone="info">{preset.name}</Badge> : null}
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={t`Delete ${collectionName}`}
                  onClick={() => {
                    setError(undefined);
                    setDeleting(collection);
                  }}
                >
                  <Trans>Delete</Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete this collection?`}
        description={deleting ? t`“${deletingName}” goes from ${deletingLibrary}. The titles in it stay in the library.` : ''}
        confirmLabel={t`Delete collection`}
        tone="danger"
        error={error}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const answer = await remove.mutateAsync(deleting);
            onOutcome(poof(answer.message, t`The collection has been deleted.`));
          } catch (failure) {
            setError(failureMessage(failure));
            throw failure;
          }
        }}
      />
    </>
  );
}

function ServerCollections({ server, onOutcome }: { server: Server; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useLingui();
  const serverName = server.name;
  const collections = useCollections(server.id);
  const libraries = useLibraries(server.id);
  // The list and the form load apart: without the list (and its presets) a custom collection can still be made.
  const presets = collections.data?.presets ?? [];
  return (
    <>
      {collections.isPending ? (
        <ToolLoading label={t`Loading the collections of ${serverName}`} />
      ) : collections.isError ? (
        <Card>
          <SectionError title={t`The collections could not be loaded`} error={collections.error} onRetry={() => void collections.refetch()} />
        </Card>
      ) : (
        <Card title={t`Collections on ${serverName}`}>
          <CollectionList collections={collections.data.collections} presets={presets} onOutcome={onOutcome} />
        </Card>
      )}
      {libraries.isPending ? (
        <ToolLoading label={t`Loading the libraries`} />
      ) : libraries.isError ? (
        <Card>
          <SectionError title={t`The libraries could not be loaded`} error={libraries.error} onRetry={() => void libraries.refetch()} />
        </Card>
      ) : (
        <CollectionForm key={server.id} server={server} libraries={libraries.data.libraries} presets={presets} onOutcome={onOutcome} />
      )}
    </>
  );
}

/** `/app/plex-tools/collections`: the collections of one Plex server, making new ones and deleting them. */
export default function CollectionsScreen() {
  const { t } = useLingui();
  const { servers, list, server, chooseServer } = usePlexServerChoice();
  const { show, dialog } = useOutcome();
  if (servers.isPending) return <ToolLoading label={t`Loading your Plex servers`} />;
  if (servers.isError) return <ErrorState title={t`Your servers could not be loaded`} error={servers.error} onRetry={() => void servers.refetch()} />;
  if (!server) {
    return (
      <Card>
        <EmptyState headingLevel={3} title={t`No Plex servers`} description={t`Collections are made on your Plex servers; you have none yet.`} />
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <ServerPicker servers={list} server={server} onChoose={chooseServer} />
      <ServerCollections key={server.id} server={server} onOutcome={show} />
      {dialog}
    </Stack>
  );
}
