import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Library, PlexScan, Server } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { SelectField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { done, outcomeFromError, useOutcome, type Outcome } from '@portal/ui-kit/outcome';
import { SectionError } from '@portal/ui-kit/section';
import { useLibraries } from '#api/get-libraries.ts';
import { useScans } from '../api/get-scans.ts';
import { useStartScan } from '../api/start-scan.ts';
import * as styles from '../shared/plex-tools.css.ts';
import { belongsInForm } from '../shared/run-action.ts';
import { ServerPicker, usePlexServerChoice } from '../shared/server-picker.tsx';
import { SCAN_STATUS } from '../shared/status.ts';
import { ToolLoading } from '../shared/tool-loading.tsx';

/** What a scan found, or why it stopped. */
export function scanOutcome(scan: PlexScan): string {
  if (scan.status === 'running') {
    const startedAt = formatDateTime(scan.started_at);
    return t`Started ${startedAt}`;
  }
  if (scan.status === 'failed') return scan.message ?? t`The scan stopped.`;
  const added = scan.items_added ?? 0;
  const found = plural(added, { 0: 'No new titles', one: '# new title', other: '# new titles' });
  return `${found} · ${formatDateTime(scan.finished_at ?? scan.started_at)}`;
}

function ScanForm({ server, libraries, onOutcome }: { server: Server; libraries: Library[]; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useLingui();
  const start = useStartScan();
  const serverName = server.name;
  return (
    <Card title={t`Scan a library`} description={t`Plex looks through the library's folders on ${serverName} for new and changed media.`}>
      {libraries.length === 0 ? (
        <EmptyState headingLevel={3} title={t`No libraries`} description={t`${serverName} has no libraries to scan yet.`} />
      ) : (
        <Form<{ library_id: string }>
          aria-label={t`Scan a library`}
          validate={(values) => ({ library_id: values.library_id ? undefined : t`Choose the library to scan.` })}
          onSubmit={async (values) => {
            try {
              const answer = await start.mutateAsync({ server_id: server.id, library_id: Number(values.library_id) });
              onOutcome(done(answer.message, t`The scan has started.`));
            } catch (error) {
              if (belongsInForm(error)) throw error;
              onOutcome(outcomeFromError(error));
            }
          }}
        >
          <Stack gap="md">
            <div className={styles.serverPicker}>
              <SelectField
                name="library_id"
                label={t`Library`}
                required
                placeholder={t`Choose a library`}
                defaultValue={libraries.length === 1 && libraries[0] ? String(libraries[0].id) : undefined}
                options={libraries.map((library) => ({ value: String(library.id), label: library.name }))}
              />
            </div>
            <FormError />
            <div className={styles.formActions}>
              <SubmitButton>
                <Trans>Start scan</Trans>
              </SubmitButton>
            </div>
          </Stack>
        </Form>
      )}
    </Card>
  );
}

function ScanList() {
  const { t } = useLingui();
  const scans = useScans();
  if (scans.isPending) return <ToolLoading label={t`Loading your scans`} />;
  return (
    <Card title={t`Recent scans`} description={t`Running scans first; the list updates by itself while one runs.`}>
      {scans.isError ? (
        <SectionError title={t`The scans could not be loaded`} error={scans.error} onRetry={() => void scans.refetch()} />
      ) : scans.data.length === 0 ? (
        <EmptyState headingLevel={3} title={t`No scans yet`} description={t`Scans you start appear here with what they found.`} />
      ) : (
        <ul className={styles.recordList} aria-label={t`Recent scans`}>
          {scans.data.map((scan) => {
            const libraryName = scan.library_name;
            const serverName = scan.server_name;
            return (
              <li key={scan.id} className={styles.record}>
                <div className={styles.recordMain}>
                  <p className={styles.recordTitle}>
                    <Trans>
                      {libraryName} on {serverName}
                    </Trans>
                  </p>
                  <p className={styles.muted}>{scanOutcome(scan)}</p>
                </div>
                <Badge tone={SCAN_STATUS[scan.status].tone}>{t(SCAN_STATUS[scan.status].label)}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function ServerScan({ server, onOutcome }: { server: Server; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useLingui();
  const libraries = useLibraries(server.id);
  if (libraries.isPending) return <ToolLoading label={t`Loading the libraries`} />;
  if (libraries.isError) {
    return (
      <Card>
        <SectionError title={t`The libraries could not be loaded`} error={libraries.error} onRetry={() => void libraries.refetch()} />
      </Card>
    );
  }
  return <ScanForm server={server} libraries={libraries.data.libraries} onOutcome={onOutcome} />;
}

/** `/app/plex-tools/scan-media`: scans a library of a Plex server for new media, and lists the recent scans. */
export default function ScanMediaScreen() {
  const { t } = useLingui();
  const { servers, list, server, chooseServer } = usePlexServerChoice();
  const { show, dialog } = useOutcome();
  // The recent scans have a call of their own: they show whatever happens to the server list.
  return (
    <Stack gap="lg">
      {servers.isPending ? (
        <ToolLoading label={t`Loading your Plex servers`} />
      ) : servers.isError ? (
        <ErrorState title={t`Your servers could not be loaded`} error={servers.error} onRetry={() => void servers.refetch()} />
      ) : server ? (
        <>
          <ServerPicker servers={list} server={server} onChoose={chooseServer} />
          <ServerScan key={server.id} server={server} onOutcome={show} />
        </>
      ) : (
        <Card>
          <EmptyState headingLevel={3} title={t`No Plex servers`} description={t`Media scans run on your Plex servers; you have none yet.`} />
        </Card>
      )}
      <ScanList />
      {dialog}
    </Stack>
  );
}
