import type { PlexSyncOverview, PlexSyncPair, PlexSyncRun, PlexSyncWhat, PlexToolsServer } from '@portal/api-client';
import { SERVER_STATUS } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { CheckboxField, SelectField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { done, outcomeFromError, useOutcome, type Outcome } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useSyncOverview } from '../api/get-sync-overview.ts';
import { useStartSync } from '../api/start-sync.ts';
import { ChoiceGroup } from '../shared/choice-group.tsx';
import * as styles from '../shared/plex-tools.css.ts';
import { belongsInForm } from '../shared/run-action.ts';
import { listLabels, SYNC_RUN_STATUS, SYNC_TARGET_STATUS, SYNC_WHAT_HINTS, SYNC_WHAT_LABELS } from '../shared/status.ts';
import { ToolLoading } from '../shared/tool-loading.tsx';

const WHAT: PlexSyncWhat[] = ['watch_history', 'users', 'libraries'];

type SyncValues = Record<string, string | boolean>;

/** The form's values as the call wants them; targets and parts are one checkbox each. */
export function readSync(values: SyncValues) {
  const source = Number(values.source_server_id) || null;
  const targets = Object.keys(values)
    .filter((key) => key.startsWith('target_') && values[key] === true)
    .map((key) => Number(key.slice('target_'.length)))
    .filter((id) => id !== source);
  const what = WHAT.filter((part) => values[`what_${part}`] === true);
  return { source, targets, what };
}

export function checkSync(values: SyncValues): Record<string, string | undefined> {
  const { source, targets, what } = readSync(values);
  return {
    source_server_id: source ? undefined : 'Choose the server to copy from.',
    target_server_ids: targets.length ? undefined : 'Choose at least one server to copy to.',
    what: what.length ? undefined : 'Choose what to copy.',
  };
}

function statusHint(server: PlexToolsServer): string | undefined {
  return server.status === 'running' ? undefined : `${SERVER_STATUS[server.status].label}: it cannot take data until it runs.`;
}

function SyncForm({ servers, onOutcome }: { servers: PlexToolsServer[]; onOutcome: (outcome: Outcome) => void }) {
  const start = useStartSync();
  const firstRunning = servers.find((server) => server.status === 'running') ?? servers[0];
  const [source, setSource] = useState<string>(firstRunning ? String(firstRunning.id) : '');
  const targets = servers.filter((server) => String(server.id) !== source);
  return (
    <Card title="Copy from one server to others" description="The source stays as it is; what you choose is copied onto each target.">
      <Form<SyncValues>
        aria-label="Start a sync"
        validate={checkSync}
        onSubmit={async (values) => {
          const { source: sourceId, targets: targetIds, what } = readSync(values);
          try {
            const answer = await start.mutateAsync({ source_server_id: sourceId ?? 0, target_server_ids: targetIds, what });
            onOutcome(done(answer.message, 'The sync has started.'));
          } catch (error) {
            if (belongsInForm(error)) throw error;
            onOutcome(outcomeFromError(error));
          }
        }}
      >
        <Stack gap="lg">
          <div className={styles.serverPicker}>
            <SelectField
              name="source_server_id"
              label="Copy from"
              required
              value={source}
              onChange={(event) => setSource(event.target.value)}
              options={servers.map((server) => ({ value: String(server.id), label: `${server.name} (${SERVER_STATUS[server.status].label})` }))}
            />
          </div>
          <ChoiceGroup name="target_server_ids" legend="Copy to">
            {targets.map((server) => (
              <CheckboxField key={server.id} name={`target_${server.id}`} label={server.name} description={statusHint(server)} />
            ))}
          </ChoiceGroup>
          <ChoiceGroup name="what" legend="What to copy">
            {WHAT.map((part) => (
              <CheckboxField key={part} name={`what_${part}`} label={SYNC_WHAT_LABELS[part]} description={SYNC_WHAT_HINTS[part]} defaultChecked={part === 'watch_history'} />
            ))}
          </ChoiceGroup>
          <FormError />
          <div className={styles.formActions}>
            <SubmitButton>Start sync</SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

function whatLabel(what: PlexSyncWhat[]): string {
  return listLabels(what.map((part) => SYNC_WHAT_LABELS[part]));
}

function PairItem({ pair }: { pair: PlexSyncPair }) {
  const status = SYNC_TARGET_STATUS[pair.status];
  return (
    <li className={styles.record}>
      <div className={styles.recordMain}>
        <p className={styles.recordTitle}>
          {pair.source_server_name} → {pair.target_server_name}
        </p>
        <p className={styles.muted}>
          {whatLabel(pair.what)} · {formatDateTime(pair.synced_at)}
        </p>
      </div>
      <Badge tone={status.tone}>{status.label}</Badge>
    </li>
  );
}

function RunItem({ run }: { run: PlexSyncRun }) {
  const status = SYNC_RUN_STATUS[run.status];
  return (
    <li className={styles.record}>
      <div className={styles.recordMain}>
        <p className={styles.recordTitle}>From {run.source_server_name}</p>
        <p className={styles.muted}>
          {whatLabel(run.what)} · started {formatDateTime(run.started_at)}
        </p>
        <ul className={styles.recordList} aria-label={`Targets of the sync from ${run.source_server_name}`}>
          {run.targets.map((target) => (
            <li key={target.server_id} className={styles.muted}>
              <Badge tone={SYNC_TARGET_STATUS[target.status].tone}>{SYNC_TARGET_STATUS[target.status].label}</Badge> {target.server_name}
              {target.message ? `: ${target.message}` : ''}
            </li>
          ))}
        </ul>
      </div>
      <Badge tone={status.tone}>{status.label}</Badge>
    </li>
  );
}

function History({ overview }: { overview: PlexSyncOverview }) {
  return (
    <>
      {overview.pairs.length > 0 ? (
        <Card title="Latest sync per server pair">
          <ul className={styles.recordList} aria-label="Latest sync per server pair">
            {overview.pairs.map((pair) => (
              <PairItem key={`${pair.source_server_id}-${pair.target_server_id}`} pair={pair} />
            ))}
          </ul>
        </Card>
      ) : null}
      <Card title="Recent syncs">
        {overview.runs.length === 0 ? (
          <EmptyState headingLevel={3} title="No syncs yet" description="Syncs you start appear here with what each server took." />
        ) : (
          <ul className={styles.recordList} aria-label="Recent syncs">
            {overview.runs.map((run) => (
              <RunItem key={run.id} run={run} />
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

/** `/app/plex-tools/sync`: copies watch history, shared users and library settings between the user's Plex servers. */
export default function SyncScreen() {
  const overview = useSyncOverview();
  const { show, dialog } = useOutcome();
  if (overview.isPending) return <ToolLoading label="Loading your Plex servers" />;
  if (overview.isError) {
    return <ErrorState title="The sync could not be loaded" error={overview.error} onRetry={() => void overview.refetch()} />;
  }
  const { servers } = overview.data;
  return (
    <Stack gap="lg">
      {servers.length === 0 ? (
        <Card>
          <EmptyState headingLevel={3} title="No Plex servers" description="Sync copies data between your own Plex servers; you have none yet." />
        </Card>
      ) : servers.length === 1 ? (
        <Card>
          <EmptyState
            headingLevel={3}
            title="Sync needs a second Plex server"
            description={`${servers[0]?.name ?? 'Your server'} is your only Plex server. With a second one you can copy watch history, shared users and library settings between them.`}
          />
        </Card>
      ) : (
        <SyncForm servers={servers} onOutcome={show} />
      )}
      <History overview={overview.data} />
      {dialog}
    </Stack>
  );
}
