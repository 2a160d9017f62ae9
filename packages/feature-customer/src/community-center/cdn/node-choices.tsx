import type { CommunityCdn, CommunityCdnNode } from '@portal/api-client';
import { Badge, type BadgeTone } from '@portal/ui-kit/badge';
import { FieldError } from '@portal/ui-kit/field';
import { useFormState } from '@portal/ui-kit/form';
import { useId } from 'react';
import * as styles from '../community.css.ts';

/** The radio value of "let the platform choose". */
export const AUTOMATIC = 'auto';

const STATUS: Record<CommunityCdnNode['status'], { label: string; tone: BadgeTone }> = {
  online: { label: 'Online', tone: 'success' },
  degraded: { label: 'Degraded', tone: 'warning' },
  offline: { label: 'Offline', tone: 'danger' },
};

/** Above this the node is busy: streams may be moved to another node at peak times. */
const BUSY_LOAD = 80;

function NodeFigures({ node }: { node: CommunityCdnNode }) {
  if (node.status === 'offline') return <span className={styles.figures}>Offline: it cannot take streams right now.</span>;
  return (
    <span className={styles.figures}>
      {node.load_percent !== null ? (
        <span>
          <meter className={styles.meter} min={0} max={100} low={60} high={BUSY_LOAD} optimum={0} value={node.load_percent} aria-label={`Load of ${node.name}`} />{' '}
          {`${node.load_percent}% load${node.load_percent >= BUSY_LOAD ? ', busy' : ''}`}
        </span>
      ) : null}
      {node.latency_ms !== null ? <span>{`${node.latency_ms} ms from your servers`}</span> : null}
    </span>
  );
}

/**
 * The preferred node as a group of radio cards: the platform's choice first, then every node with
 * its state, load and latency. Offline nodes are shown but cannot be chosen.
 */
export function NodeChoices({ cdn }: { cdn: CommunityCdn }) {
  const { errors, pending } = useFormState();
  const error = errors.node_id;
  const id = useId();
  const errorId = `${id}-error`;
  const preferred = cdn.preferred_node_id;
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined} disabled={pending}>
      <legend className={styles.legend}>Preferred node</legend>
      <label className={styles.choice} data-invalid={error ? true : undefined}>
        <input type="radio" name="node_id" value={AUTOMATIC} defaultChecked={preferred === null} className={styles.radio} />
        <span className={styles.choiceBody}>
          <span className={styles.choiceName}>Let the platform choose</span>
          {preferred === null ? <Badge tone="info">Current choice</Badge> : null}
          <span className={styles.figures}>Each stream goes through the least busy node near your viewers.</span>
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
              <Badge tone={status.tone}>{status.label}</Badge>
              {preferred === node.id ? <Badge tone="info">Current choice</Badge> : null}
              <NodeFigures node={node} />
            </span>
          </label>
        );
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
