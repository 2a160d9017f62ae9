import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Library, Server } from '@portal/api-client';
import { useRealtimeEvent } from '@portal/realtime';
import { Alert } from '@portal/ui-kit/alert';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { formatNumber } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { SectionError } from '@portal/ui-kit/section';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverKeys } from '#api/keys.ts';
import { labelText, type Label } from '#lib/label.ts';
import { LoadingCard } from '../shared/loading-card.tsx';
import * as styles from '../shared/sections.css.ts';
import { useScanLibraries } from './api/scan-libraries.ts';
import { useLibraries, useSyncLibraries } from '#api/get-libraries.ts';
import * as local from './libraries.css.ts';
import { mediaTypeLabel } from './media-types.ts';

function itemCount(items: Library['items']): string | null {
  if (items === null || items === undefined) return null;
  const count = formatNumber(items);
  return plural(items, { one: '# item', other: `${count} items` });
}

/** The server's libraries and media types, with syncing and scanning, following the server's events. */
export default function LibrariesSection({ server }: { server: Server }) {
  const libraries = useLibraries(server.id);
  const sync = useSyncLibraries(server.id);
  const scan = useScanLibraries(server.id);
  const queryClient = useQueryClient();
  const outcome = useOutcome();
  const { t } = useLingui();
  const name = server.name;
  // What the server is doing that the list does not show: a scan under way, and the last news.
  // Our own words are kept as descriptors, so they follow a language switch; the server's as they came.
  const [scanning, setScanning] = useState<Label | null>(null);
  const [notice, setNotice] = useState<Label | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: serverKeys.libraries(server.id) });

  useRealtimeEvent('customer', 'scan-stopped', ({ server_id }) => {
    if (server_id !== server.id) return;
    setScanning(null);
    setNotice(msg`Scan finished. The libraries are up to date.`);
    void refresh();
  });
  useRealtimeEvent('customer', 'paths-injected', ({ server_id }) => {
    if (server_id !== server.id) return;
    setNotice(msg`New media folders were added to ${name}. The libraries have been read again.`);
    void refresh();
  });
  // Not refetched: reading the libraries syncs them, which is what this event reports on.
  useRealtimeEvent('customer', 'sync-request-lounge-process', ({ server_id }) => {
    if (server_id !== server.id) return;
    setNotice(msg`The request lounge is being brought up to date with the libraries of ${name}.`);
  });

  const startScan = async (library?: Library) => {
    try {
      const answer = await scan.mutateAsync(library?.id);
      setNotice(null);
      const libraryName = library?.name ?? '';
      setScanning(answer.message ?? (library ? msg`${libraryName} is being scanned.` : msg`Every library is being scanned.`));
    } catch (error) {
      outcome.failed(error);
    }
  };

  const syncNow = async () => {
    try {
      await sync.mutateAsync();
      setNotice(msg`The libraries have been synced.`);
    } catch (error) {
      outcome.failed(error);
    }
  };

  const actions = (
    <div className={styles.formActions}>
      <Button size="sm" variant="secondary" loading={sync.isPending} onClick={() => void syncNow()}>
        <Trans>Sync libraries</Trans>
      </Button>
      <Button size="sm" loading={scan.isPending && scan.variables === undefined} onClick={() => void startScan()}>
        <Trans>Scan all libraries</Trans>
      </Button>
    </div>
  );

  const status = (
    <>
      {scanning ? (
        <Alert tone="info" title={t`Scanning…`}>
          {labelText(scanning)}
        </Alert>
      ) : null}
      {notice ? <Alert tone="success">{labelText(notice)}</Alert> : null}
    </>
  );

  // A failed re-sync keeps the libraries already shown; only a first load that failed has nothing to show.
  if (libraries.isPending) return <LoadingCard title={t`Libraries`} label={t`Loading the libraries`} />;
  if (libraries.data === undefined) {
    return (
      <Card title={t`Libraries`}>
        <SectionError
          title={t`The libraries could not be loaded`}
          error={libraries.error}
          onRetry={() => void libraries.refetch()}
        />
      </Card>
    );
  }

  const { libraries: list, media_types: mediaTypes } = libraries.data;
  return (
    <Card
      title={t`Libraries`}
      description={t`What ${name} serves. Sync reads the libraries from the media server; a scan looks for new and changed media.`}
      actions={actions}
    >
      <Stack gap="md">
        {status}
        {mediaTypes.length ? (
          <div className={local.mediaTypes}>
            <h3 className={local.mediaTypesHeading} id={`media-types-${server.id}`}>
              <Trans>Media types</Trans>
            </h3>
            <ul className={local.badgeList} aria-labelledby={`media-types-${server.id}`}>
              {mediaTypes.map((type) => (
                <li key={type}>
                  <Badge tone="info">{labelText(mediaTypeLabel(type))}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {list.length ? (
          <ul className={styles.list} aria-label={t`Libraries of ${name}`}>
            {list.map((library) => {
              const count = itemCount(library.items);
              const libraryName = library.name;
              return (
                <li key={library.id} className={styles.item}>
                  <div className={styles.itemText}>
                    <h3 className={styles.itemTitle}>{library.name}</h3>
                    <p className={styles.itemMeta}>
                      {labelText(mediaTypeLabel(library.media_type))}
                      {count ? ` · ${count}` : ''}
                    </p>
                  </div>
                  <div className={styles.itemActions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t`Scan ${libraryName}`}
                      loading={scan.isPending && scan.variables === library.id}
                      onClick={() => void startScan(library)}
                    >
                      <Trans>Scan</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <EmptyState
            headingLevel={3}
            title={t`No libraries yet`}
            description={t`Add a library on ${name} itself, then sync to see it here.`}
          />
        )}
      </Stack>
      {outcome.dialog}
    </Card>
  );
}
