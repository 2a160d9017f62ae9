import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { listLabels, SYNC_RUN_STATUS, SYNC_TARGET_STATUS, SYNC_WHAT_HINTS, SYNC_WHAT_IN_LIST, SYNC_WHAT_LABELS } from '../shared/status.ts';
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
    source_server_id: source ? undefined : t`Choose the server to copy from.`,
    target_server_ids: targets.length ? undefined : t`Choose at least one server to copy to.`,
    what: what.length ? undefined : t`Choose what to copy.`,
  };
}

function statusHint(server: PlexToolsServer): string | undefined {
  const status = t(SERVER_STATUS[server.status].label);
  return server.status === 'running' ? undefined : t`${status}: it cannot take data until it runs.`;
}

function SyncForm({ servers, onOutcome }: { servers: PlexToolsServer[]; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useLingui();
  const start = useStartSync();
  const firstRunning = servers.find((server) => server.status === 'running') ?? servers[0];
  const [source, setSource] = useState<string>(firstRunning ? String(firstRunning.id) : '');
  const targets = servers.filter((server) => String(server.id) !== source);
  return (
    <Card title={t`Copy from one server to others`} description={t`The source stays as it is; what you choose is copied onto each target.`}>
      <Form<SyncValues>
        aria-label={t`Start a sync`}
        validate={checkSync}
        onSubmit={async (values) => {
          const { source: sourceId, targets: targetIds, what } = readSync(values);
          try {
            const answer = await start.mutateAsync({ source_server_id: sourceId ?? 0, target_server_ids: targetIds, what });
            onOutcome(done(answer.message, t`The sync has started.`));
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
              label={t`Copy from`}
              required
              value={source}
              onChange={(event) => setSource(event.target.value)}
              options={servers.map((server) => {
                const status = t(SERVER_STATUS[server.status].label);
                return { value: String(server.id), label: `${server.name} (${status})` };
              })}
            />
          </div>
          <ChoiceGroup name="target_server_ids" legend={t`Copy to`}>
            {targets.map((server) => (
              <CheckboxField key={server.id} name={`target_${server.id}`} label={server.name} description={statusHint(server)} />
            ))}
          </ChoiceGroup>
          <ChoiceGroup name="what" legend={t`What to copy`}>
            {WHAT.map((part) => (
              <CheckboxField key={part} name={`what_${part}`} label={t(SYNC_WHAT_LABELS[part])} description={t(SYNC_WHAT_HINTS[part])} defaultChecked={part === 'watch_history'} />
            ))}
          </ChoiceGroup>
          <FormError />
          <div className={styles.formActions}>
            <SubmitButton>
              <Trans>Start sync</Trans>
            </SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

function whatLabel(what: PlexSyncWhat[]): string {
  return listLabels(
    what.map((part) => t(SYNC_WHAT_LABELS[part])),
    what.map((part) => t(SYNC_WHAT_IN_LIST[part])),
  );
}

function PairItem({ pair }: { pair: PlexSyncPair }) {
  const { t } = useLingui();
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
      <Badge tone={status.tone}>{t(status.label)}</Badge>
    </li>
  );
}

function RunItem({ run }: { run: PlexSyncRun }) {
  const { t } = useLingui();
  const status = SYNC_RUN_STATUS[run.status];
  const sourceName = run.source_server_name;
  const what = whatLabel(run.what);
  const startedAt = formatDateTime(run.started_at);
  return (
    <li className={styles.record}>
      <div className={styles.recordMain}>
        <p className={styles.recordTitle}>
          <Trans>From {sourceName}</Trans>
        </p>
        <p className={styles.muted}>
          <Trans>
            {what} · started {startedAt}
          </Trans>
        </p>
        <ul className={styles.recordList} aria-label={t`Targets of the sync from ${sourceName}`}>
          {run.targets.map((target) => (
            <li key={target.server_id} className={styles.muted}>
              <Badge tone={SYNC_TARGET_STATUS[target.status].tone}>{t(SYNC_TARGET_STATUS[target.status].label)}</Badge> {target.server_name}
              {target.message ? `: ${target.message}` : ''}
            </li>
          ))}
        </ul>
      </div>
      <Badge tone={status.tone}>{t(status.label)}</Badge>
    </li>
  );
}

function History({ overview }: { overview: PlexSyncOverview }) {
  const { t } = useLingui();
  return (
    <>
      {overview.pairs.length > 0 ? (
        <Card title={t`Latest sync per server pair`}>
          <ul className={styles.recordList} aria-label={t`Latest sync per server pair`}>
            {overview.pairs.map((pair) => (
              <PairItem key={`${pair.source_server_id}-${pair.target_server_id}`} pair={pair} />
            ))}
          </ul>
        </Card>
      ) : null}
      <Card title={t`Recent syncs`}>
        {overview.runs.length === 0 ? (
          <EmptyState headingLevel={3} title={t`No syncs yet`} description={t`Syncs you start appear here with what each server took.`} />
        ) : (
          <ul className={styles.recordList} aria-label={t`Recent syncs`}>
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
  const { t } = useLingui();
  const overview = useSyncOverview();
  const { show, dialog } = useOutcome();
  if (overview.isPending) return <ToolLoading label={t`Loading your Plex servers`} />;
  if (overview.isError) {
    return <ErrorState title={t`The sync could not be loaded`} error={overview.error} onRetry={() => void overview.refetch()} />;
  }
  const { servers } = overview.data;
  const onlyName = servers[0]?.name;
  return (
    <Stack gap="lg">
      {servers.length === 0 ? (
        <Card>
          <EmptyState headingLevel={3} title={t`No Plex servers`} description={t`Sync copies data between your own Plex servers; you have none yet.`} />
        </Card>
      ) : servers.length === 1 ? (
        <Card>
          <EmptyState
            headingLevel={3}
            title={t`Sync needs a second Plex server`}
            description={
              onlyName !== undefined
                ? t`${onlyName} is your only Plex server. With a second one you can copy watch history, shared users and library settings between them.`
                : t`Your server is your only Plex server. With a second one you can copy watch history, shared users and library settings between them.`
            }
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
