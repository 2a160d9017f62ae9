import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Server } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { SelectField } from '@portal/ui-kit/field';
import { formatDateTime } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { failureMessage } from '@portal/ui-kit/outcome';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useServers } from '#api/get-servers.ts';
import { recordBufferingTest } from '../api/record-buffering-test.ts';
import type { BufferingTestResult } from '../api/types.ts';
import { SectionLoading } from '@portal/ui-kit/section';
import * as styles from './buffering-test.css.ts';
import { BufferingTestProvider, useBufferingTest, type RunPhase } from './buffering-test-store.tsx';
import { formatMbps, formatMs, NODE_STATE, QUALITY, VERDICT } from './labels.ts';
import { measureConnection } from './measure.ts';

const PHASE_TEXT: Partial<Record<RunPhase, MessageDescriptor>> = {
  latency: msg`Measuring the delay to your server…`,
  download: msg`Measuring the download speed…`,
  saving: msg`Working out the result…`,
};

const running = (phase: RunPhase) => phase === 'latency' || phase === 'download' || phase === 'saving';

function Progress() {
  const { t } = useLingui();
  const phase = useBufferingTest((state) => state.phase);
  const progress = useBufferingTest((state) => state.progress);
  const liveMbps = useBufferingTest((state) => state.liveMbps);
  const percent = Math.round(progress * 100);
  const phaseMessage = PHASE_TEXT[phase];
  const phaseText = phaseMessage ? t(phaseMessage) : '';
  return (
    <div className={styles.progressBlock}>
      <div
        role="progressbar"
        aria-label={t`Test progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${phaseText}`}
        className={styles.progressTrack}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressText}>
        <span aria-live="polite">{phaseText}</span>
        <span>
          {liveMbps !== null && phase === 'download' ? `${formatMbps(liveMbps)} · ` : null}
          {percent}%
        </span>
      </p>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
}

function Result({ result }: { result: BufferingTestResult }) {
  const { t } = useLingui();
  const verdict = VERDICT[result.verdict];
  const node = NODE_STATE[result.node.status];
  const quality = QUALITY[result.max_quality];
  const bitrate = formatMbps(result.recommended_bitrate_mbps);
  const serverName = result.server.name;
  const nodeAlias = result.node.alias;
  const nodeLocation = result.node.location;
  const nodeLabel = t(node.label);
  const testedAt = formatDateTime(result.tested_at);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result replaces the progress the user was watching: take them (and their screen reader) to it.
  useEffect(() => headingRef.current?.focus(), [result.id]);
  return (
    <Card>
      <Stack gap="lg">
        <Stack gap="sm">
          <div className={styles.headline}>
            <h2 ref={headingRef} tabIndex={-1} className={styles.quality}>
              <Trans>Best quality: {quality}</Trans>
            </h2>
            <Badge tone={verdict.tone}>{t(verdict.label)}</Badge>
          </div>
          <p className={styles.recommendation}>{result.recommendation}</p>
          <p className={styles.meta}>
            <Trans>Choose {bitrate} or less as the streaming quality in your player.</Trans>
          </p>
        </Stack>
        <dl className={styles.facts}>
          <Fact label={t`Download speed`} value={formatMbps(result.download_mbps)} />
          <Fact label={t`Delay (latency)`} value={formatMs(result.latency_ms)} />
          <Fact label={t`Jitter`} value={formatMs(result.jitter_ms)} />
        </dl>
        <Stack gap="xs">
          <p className={styles.meta}>
            <Trans>
              {serverName} on node {nodeAlias} ({nodeLocation}) <Badge tone={node.tone}>{nodeLabel}</Badge>
            </Trans>
          </p>
          {result.node.status !== 'operational' ? (
            <p className={styles.meta}>
              <TextLink asChild>
                <Link to="/status">
                  <Trans>See the status page</Trans>
                </Link>
              </TextLink>
            </p>
          ) : null}
          <p className={styles.meta}>
            <Trans>
              Tested <time dateTime={result.tested_at}>{testedAt}</time>
            </Trans>
          </p>
        </Stack>
      </Stack>
    </Card>
  );
}

function BufferingTest({ servers }: { servers: Server[] }) {
  const { t } = useLingui();
  const serverId = useBufferingTest((state) => state.serverId) ?? servers[0]?.id ?? null;
  const phase = useBufferingTest((state) => state.phase);
  const result = useBufferingTest((state) => state.result);
  const error = useBufferingTest((state) => state.error);
  const actions = useBufferingTest((state) => state);
  const abortRef = useRef<AbortController | null>(null);
  const busy = running(phase);

  // Leaving the screen stops a test that is still downloading.
  useEffect(() => () => abortRef.current?.abort(), []);

  const start = async () => {
    if (serverId === null) return;
    const controller = new AbortController();
    abortRef.current = controller;
    actions.started();
    try {
      const measurement = await measureConnection(serverId, {
        signal: controller.signal,
        onProgress: ({ phase: next, progress, downloadMbps }) => actions.advanced(next, progress * 0.95, downloadMbps),
      });
      actions.advanced('saving', 0.97);
      const recorded = await recordBufferingTest({ serverId, ...measurement }, controller.signal);
      actions.finished(recorded);
    } catch (failure) {
      if (controller.signal.aborted) actions.stopped();
      else actions.failed(failureMessage(failure));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const server = servers.find((candidate) => candidate.id === serverId);
  const serverName = server?.name;
  const nodeAlias = server?.node_alias;

  return (
    <Stack gap="xl">
      <Card title={t`Test your connection`} description={t`Run it on the device that buffers, on the same network, with nothing else downloading.`}>
        <Stack gap="lg">
          <p className={styles.intro}>
            <Trans>
              The test downloads test data from your server’s node for about ten seconds and times it. You then see the best quality you can stream
              without buffering and what to change in your player.
            </Trans>
          </p>
          <div className={styles.controls}>
            {servers.length > 1 ? (
              <SelectField
                label={t`Server`}
                className={styles.serverField}
                options={servers.map((candidate) => ({ value: String(candidate.id), label: `${candidate.name} (${candidate.node_alias})` }))}
                value={String(serverId)}
                disabled={busy}
                onChange={(event) => actions.chooseServer(Number(event.target.value))}
              />
            ) : (
              <p className={styles.serverName}>
                <Trans>
                  Server: {serverName} ({nodeAlias})
                </Trans>
              </p>
            )}
            {busy ? (
              <Button variant="secondary" onClick={() => abortRef.current?.abort()}>
                <Trans>Cancel test</Trans>
              </Button>
            ) : (
              <Button onClick={() => void start()}>{result || error ? t`Run the test again` : t`Start the test`}</Button>
            )}
          </div>
          {busy ? <Progress /> : null}
          {phase === 'failed' && error ? (
            <Alert tone="error" title={t`The test could not finish`}>
              {error}
            </Alert>
          ) : null}
        </Stack>
      </Card>
      {result && !busy ? <Result result={result} /> : null}
    </Stack>
  );
}

function BufferingTestSection() {
  const { t } = useLingui();
  const servers = useServers();
  if (servers.isPending) return <SectionLoading label={t`Loading your servers`} />;
  if (servers.isError) {
    return <ErrorState title={t`Your servers could not be loaded`} error={servers.error} onRetry={() => void servers.refetch()} />;
  }
  if (servers.data.length === 0) {
    return (
      <EmptyState
        title={t`No server to test`}
        description={t`The buffering test measures the connection between you and one of your servers. Once you have a server, you can run it here.`}
        action={
          <Button asChild variant="secondary">
            <Link to="/shop">
              <Trans>Visit the shop</Trans>
            </Link>
          </Button>
        }
      />
    );
  }
  return <BufferingTest servers={servers.data} />;
}

/** `/app/support/buffering-test`: measures the viewer's connection to a server and says what plays without buffering. */
export default function BufferingTestScreen() {
  return (
    <BufferingTestProvider>
      <BufferingTestSection />
    </BufferingTestProvider>
  );
}
