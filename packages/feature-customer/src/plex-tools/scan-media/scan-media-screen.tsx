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
  if (scan.status === 'running') return `Started ${formatDateTime(scan.started_at)}`;
  if (scan.status === 'failed') return scan.message ?? 'The scan stopped.';
  const added = scan.items_added ?? 0;
  const found = added === 0 ? 'No new titles' : added === 1 ? '1 new title' : `${added} new titles`;
  return `${found} · ${formatDateTime(scan.finished_at ?? scan.started_at)}`;
}

function ScanForm({ server, libraries, onOutcome }: { server: Server; libraries: Library[]; onOutcome: (outcome: Outcome) => void }) {
  const start = useStartScan();
  return (
    <Card title="Scan a library" description={`Plex looks through the library's folders on ${server.name} for new and changed media.`}>
      {libraries.length === 0 ? (
        <EmptyState headingLevel={3} title="No libraries" description={`${server.name} has no libraries to scan yet.`} />
      ) : (
        <Form<{ library_id: string }>
          aria-label="Scan a library"
          validate={(values) => ({ library_id: values.library_id ? undefined : 'Choose the library to scan.' })}
          onSubmit={async (values) => {
            try {
              const answer = await start.mutateAsync({ server_id: server.id, library_id: Number(values.library_id) });
              onOutcome(done(answer.message, 'The scan has started.'));
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
                label="Library"
                required
                placeholder="Choose a library"
                defaultValue={libraries.length === 1 && libraries[0] ? String(libraries[0].id) : undefined}
                options={libraries.map((library) => ({ value: String(library.id), label: library.name }))}
              />
            </div>
            <FormError />
            <div className={styles.formActions}>
              <SubmitButton>Start scan</SubmitButton>
            </div>
          </Stack>
        </Form>
      )}
    </Card>
  );
}

function ScanList() {
  const scans = useScans();
  if (scans.isPending) return <ToolLoading label="Loading your scans" />;
  return (
    <Card title="Recent scans" description="Running scans first; the list updates by itself while one runs.">
      {scans.isError ? (
        <SectionError title="The scans could not be loaded" error={scans.error} onRetry={() => void scans.refetch()} />
      ) : scans.data.length === 0 ? (
        <EmptyState headingLevel={3} title="No scans yet" description="Scans you start appear here with what they found." />
      ) : (
        <ul className={styles.recordList} aria-label="Recent scans">
          {scans.data.map((scan) => (
            <li key={scan.id} className={styles.record}>
              <div className={styles.recordMain}>
                <p className={styles.recordTitle}>
                  {scan.library_name} on {scan.server_name}
                </p>
                <p className={styles.muted}>{scanOutcome(scan)}</p>
              </div>
              <Badge tone={SCAN_STATUS[scan.status].tone}>{SCAN_STATUS[scan.status].label}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ServerScan({ server, onOutcome }: { server: Server; onOutcome: (outcome: Outcome) => void }) {
  const libraries = useLibraries(server.id);
  if (libraries.isPending) return <ToolLoading label="Loading the libraries" />;
  if (libraries.isError) {
    return (
      <Card>
        <SectionError title="The libraries could not be loaded" error={libraries.error} onRetry={() => void libraries.refetch()} />
      </Card>
    );
  }
  return <ScanForm server={server} libraries={libraries.data.libraries} onOutcome={onOutcome} />;
}

/** `/app/plex-tools/scan-media`: scans a library of a Plex server for new media, and lists the recent scans. */
export default function ScanMediaScreen() {
  const { servers, list, server, chooseServer } = usePlexServerChoice();
  const { show, dialog } = useOutcome();
  // The recent scans have a call of their own: they show whatever happens to the server list.
  return (
    <Stack gap="lg">
      {servers.isPending ? (
        <ToolLoading label="Loading your Plex servers" />
      ) : servers.isError ? (
        <ErrorState title="Your servers could not be loaded" error={servers.error} onRetry={() => void servers.refetch()} />
      ) : server ? (
        <>
          <ServerPicker servers={list} server={server} onChoose={chooseServer} />
          <ServerScan key={server.id} server={server} onOutcome={show} />
        </>
      ) : (
        <Card>
          <EmptyState headingLevel={3} title="No Plex servers" description="Media scans run on your Plex servers; you have none yet." />
        </Card>
      )}
      <ScanList />
      {dialog}
    </Stack>
  );
}
