import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CommunityCdn, CommunityCdnNode } from '@portal/api-client';
import { Badge, type BadgeTone } from '@portal/ui-kit/badge';
import { FieldError } from '@portal/ui-kit/field';
import { useFormState } from '@portal/ui-kit/form';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { useId } from 'react';
import * as styles from '../community.css.ts';

/** The radio value of "let the platform choose". */
export const AUTOMATIC = 'auto';

const STATUS: Record<CommunityCdnNode['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  online: { label: msg`Online`, tone: 'success' },
  degraded: { label: msg`Degraded`, tone: 'warning' },
  offline: { label: msg`Offline`, tone: 'danger' },
};

/** Above this the node is busy: streams may be moved to another node at peak times. */
const BUSY_LOAD = 80;

function NodeFigures({ node }: { node: CommunityCdnNode }) {
  const { t } = useLingui();
  if (node.status === 'offline') {
    return (
      <span className={styles.figures}>
        <Trans>Offline: it cannot take streams right now.</Trans>
      </span>
    );
  }
  const name = node.name;
  const load = node.load_percent;
  const latency = node.latency_ms;
  return (
    <span className={styles.figures}>
      {node.load_percent !== null ? (
        <span>
          <meter className={styles.meter} min={0} max={100} low={60} high={BUSY_LOAD} optimum={0} value={node.load_percent} aria-label={t`Load of ${name}`} />{' '}
          {node.load_percent >= BUSY_LOAD ? t`${load}% load, busy` : t`${load}% load`}
        </span>
      ) : null}
      {node.latency_ms !== null ? <span>{t`${latency} ms from your servers`}</span> : null}
    </span>
  );
}

/**
 * The preferred node as a group of radio cards: the platform's choice first, then every node with
 * its state, load and latency. Offline nodes are shown but cannot be chosen.
 */
export function NodeChoices({ cdn }: { cdn: CommunityCdn }) {
  const { t } = useLingui();
  const { errors, pending } = useFormState();
  const error = errors.node_id;
  const id = useId();
  const errorId = `${id}-error`;
  const preferred = cdn.preferred_node_id;
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined} disabled={pending}>
      <legend className={styles.legend}>
        <Trans>Preferred node</Trans>
      </legend>
      <label className={styles.choice} data-invalid={error ? true : undefined}>
        <input type="radio" name="node_id" value={AUTOMATIC} defaultChecked={preferred === null} className={styles.radio} />
        <span className={styles.choiceBody}>
          <span className={styles.choiceName}>
            <Trans>Let the platform choose</Trans>
          </span>
          {preferred === null ? (
            <Badge tone="info">
              <Trans>Current choice</Trans>
            </Badge>
          ) : null}
          <span className={styles.figures}>
            <Trans>Each stream goes through the least busy node near your viewers.</Trans>
          </span>
        </span>
      </label>
      {cdn.nodes.map((node) => {
        const status = STATUS[node.status];
        return (
          <label key={node.id} className={styles.choice} data-invalid={error ? true : undefined}>
            <input
              type="radio"
              name="node_id"
              value={String(node.id)}
              defaultChecked={preferred === node.id}
              disabled={node.status === 'offline'}
              className={styles.radio}
            />
            <span className={styles.choiceBody}>
              <span className={styles.choiceName}>{`${node.name} · ${node.location}`}</span>
              <Badge tone={status.tone}>{t(status.label)}</Badge>
              {preferred === node.id ? (
                <Badge tone="info">
                  <Trans>Current choice</Trans>
                </Badge>
              ) : null}
              <NodeFigures node={node} />
            </span>
          </label>
        );
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
