import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { formatDateTime, formatNumber, formatRelativeTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNodeScripts } from '../api/get-node-scripts.ts';
import { useRunNodeScript } from '../api/run-node-script.ts';
import type { NodeScript, Process } from '../api/types.ts';
import * as styles from '../shared/node-pages.css.ts';
import { useRouteIds } from '../shared/route-ids.ts';

function RunBadge({ success }: { success: boolean }) {
  return success ? (
    <Badge tone="success">
      <Trans>Succeeded</Trans>
    </Badge>
  ) : (
    <Badge tone="danger">
      <Trans>Failed</Trans>
    </Badge>
  );
}

function LastRun({ run }: { run: Process | null | undefined }) {
  if (!run) {
    return (
      <p className={styles.itemText}>
        <Trans>Never run on this node</Trans>
      </p>
    );
  }
  const when = formatRelativeTime(run.created_at);
  const exact = formatDateTime(run.created_at);
  return (
    <p className={styles.facts}>
      <span>
        <Trans>
          Last run{' '}
          <time dateTime={run.created_at} title={exact}>
            {when}
          </time>
        </Trans>
      </span>
      <RunBadge success={run.success} />
    </p>
  );
}

function ScriptItem({ script, onRun }: { script: NodeScript; onRun: () => void }) {
  const { t } = useLingui();
  const name = script.name;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle level={3}>{name}</ListCardTitle>
        {script.description ? <p className={styles.itemText}>{script.description}</p> : null}
        {script.command ? <code className={styles.code}>{script.command}</code> : null}
        <LastRun run={script.last_run} />
      </div>
      <div className={styles.itemSide}>
        {script.disruptive ? (
          <Badge tone="warning">
            <Trans>Interrupts playback</Trans>
          </Badge>
        ) : null}
        <Button variant="secondary" size="sm" onClick={onRun} aria-label={t`Run ${name}`}>
          <Trans>Run</Trans>
        </Button>
      </div>
    </ListCard>
  );
}

/** What the last script run here printed, with the way to the node's other processes. */
function ScriptResult({ script, process, nodeId }: { script: NodeScript; process: Process; nodeId: number }) {
  const { t } = useLingui();
  const name = script.name;
  const ranAt = formatDateTime(process.created_at);
  const seconds = formatNumber(process.time, { maximumFractionDigits: 2 });
  const id = process.id;
  const title = t`Result of ${name}`;
  return (
    <Card role="region" aria-label={title} title={title} actions={<RunBadge success={process.success} />}>
      <div className={styles.stack}>
        <ul className={styles.facts} aria-label={t`About this run`}>
          <li>
            <Trans>
              Ran <time dateTime={process.created_at}>{ranAt}</time>
            </Trans>
          </li>
          <li>
            <Trans>Took {seconds} s</Trans>
          </li>
          <li>
            <Trans>Process #{id}</Trans>
          </li>
        </ul>
        <code className={styles.code}>{process.command}</code>
        <section aria-label={t`Output`}>
          {process.result ? (
            <pre className={styles.output}>{process.result}</pre>
          ) : (
            <p className={styles.itemText}>
              <Trans>Command returned empty string.</Trans>
            </p>
          )}
        </section>
        <p className={styles.value}>
          <TextLink asChild>
            <Link to={`/admin/processes?node=${nodeId}`}>
              <Trans>See every process of this node</Trans>
            </Link>
          </TextLink>
        </p>
      </div>
    </Card>
  );
}

/** `/app/admin/nodes/:node/scripts`: the maintenance scripts an admin can run on the node, and what the last one printed. */
export default function ScriptsScreen() {
  const { t } = useLingui();
  const { nodeId } = useRouteIds();
  const scripts = useNodeScripts(nodeId);
  const run = useRunNodeScript(nodeId);
  const outcome = useOutcome();
  // The dialog keeps its script while it closes, so its text does not vanish mid-animation.
  const [confirming, setConfirming] = useState<NodeScript | null>(null);
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ script: NodeScript; process: Process } | null>(null);

  const runScript = async (script: NodeScript) => {
    try {
      const body = await run.mutateAsync(script.id);
      setResult({ script, process: body.data });
      // The call worked, but the script may not have: its own exit says how it went.
      if (body.data.success) outcome.done(body.message);
      else outcome.failed({ message: body.message });
    } catch (error) {
      outcome.failed(error);
    }
  };

  const name = confirming?.name ?? '';
  return (
    <div className={styles.stack}>
      <Card
        title={t`Maintenance scripts`}
        description={t`Commands from the runbook, run on this node over SSH. Every run is kept with the node’s processes.`}
        actions={
          <TextLink asChild>
            <Link to={`/admin/processes?node=${nodeId}`}>
              <Trans>Processes of this node</Trans>
            </Link>
          </TextLink>
        }
      >
        <Section
          query={scripts}
          loading={t`Loading the scripts`}
          error={t`The scripts could not be loaded`}
          empty={(list) => list.length === 0}
          emptyState={{ title: t`No scripts for this node`, description: t`Scripts show up here once the runbook has some for this node.` }}
        >
          {(list) => (
            <ListCardList aria-label={t`Scripts`}>
              {list.map((script) => (
                <ScriptItem
                  key={script.id}
                  script={script}
                  onRun={() => {
                    setConfirming(script);
                    setOpen(true);
                  }}
                />
              ))}
            </ListCardList>
          )}
        </Section>
      </Card>
      {result ? <ScriptResult script={result.script} process={result.process} nodeId={nodeId} /> : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Run ${name} on this node?`}
        description={
          <>
            {confirming?.description ? <p>{confirming.description}</p> : null}
            {confirming?.command ? <code className={styles.code}>{confirming.command}</code> : null}
            {confirming?.disruptive ? (
              <p>
                <Trans>The media servers on this node stall or restart while it runs.</Trans>
              </p>
            ) : null}
          </>
        }
        confirmLabel={t`Run script`}
        tone={confirming?.disruptive ? 'danger' : 'default'}
        onConfirm={() => (confirming ? runScript(confirming) : undefined)}
      />
      {outcome.dialog}
    </div>
  );
}
