import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { SelectField } from '@portal/ui-kit/field';
import { formatDateTime } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { useListState } from '@portal/ui-kit/list-state';
import { PagedList } from '@portal/ui-kit/paged-list';
import { SectionLoading } from '@portal/ui-kit/section';
import { Table } from '@portal/ui-kit/table';
import { useSearchParams } from 'react-router';
import { useNodeReboots } from '../api/get-node-reboots.ts';
import type { RebootListParams } from '../api/keys.ts';
import type { NodeReboot } from '../api/types.ts';
import { durationText } from '../shared/duration.ts';
import { REBOOT_OUTCOMES } from '../shared/labels.ts';
import * as styles from '../shared/node-pages.css.ts';
import { RequesterName } from '../shared/requester.tsx';
import { useRouteIds } from '../shared/route-ids.ts';

/** Reboots per page. */
const PAGE_SIZE = 10;

/** The outcome filter and the order in the address; all outcomes, the newest first, unless it asks otherwise. */
const LIST_STATE = {
  filters: { outcome: { default: 'all', values: ['all', 'completed', 'timed-out', 'in-progress'] } },
  sort: { default: 'newest', values: ['newest', 'oldest', 'longest', 'shortest'] },
} as const;

type Sort = (typeof LIST_STATE.sort.values)[number];
type OutcomeFilter = (typeof LIST_STATE.filters.outcome.values)[number];

const SORTS: Record<Sort, { label: MessageDescriptor; column: RebootListParams['sortColumn']; direction: RebootListParams['sortDirection'] }> = {
  newest: { label: msg`Newest first`, column: 'started_at', direction: 'desc' },
  oldest: { label: msg`Oldest first`, column: 'started_at', direction: 'asc' },
  longest: { label: msg`Longest first`, column: 'duration', direction: 'desc' },
  shortest: { label: msg`Shortest first`, column: 'duration', direction: 'asc' },
};

const OUTCOME_OPTIONS: Record<OutcomeFilter, MessageDescriptor> = {
  all: msg`All outcomes`,
  completed: msg`Back online`,
  'timed-out': msg`Timed out`,
  'in-progress': msg`Rebooting`,
};

function When({ value }: { value: string | null | undefined }) {
  if (!value) return <span className={styles.muted}>–</span>;
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}

function RebootRow({ reboot }: { reboot: NodeReboot }) {
  const { t } = useLingui();
  const outcome = REBOOT_OUTCOMES[reboot.outcome];
  return (
    <Table.Row>
      <Table.Cell>
        <When value={reboot.started_at} />
      </Table.Cell>
      <Table.Cell>
        <RequesterName requester={reboot.requested_by} />
      </Table.Cell>
      <Table.Cell>{reboot.reason ? reboot.reason : <span className={styles.muted}>{t`No reason given`}</span>}</Table.Cell>
      <Table.Cell>
        <When value={reboot.back_online_at} />
      </Table.Cell>
      <Table.Cell align="end">
        {typeof reboot.duration_seconds === 'number' ? durationText(reboot.duration_seconds) : <span className={styles.muted}>–</span>}
      </Table.Cell>
      <Table.Cell>
        <Badge tone={outcome.tone}>{t(outcome.label)}</Badge>
      </Table.Cell>
    </Table.Row>
  );
}

/** `/app/admin/nodes/:node/reboots`: the node's reboots, a page at a time: who asked and why, and how long it was gone. */
export default function RebootsScreen() {
  const { t } = useLingui();
  const { nodeId } = useRouteIds();
  const list = useListState(useSearchParams(), LIST_STATE);
  const sort = SORTS[list.sort];
  const outcome = list.filters.outcome === 'all' ? null : list.filters.outcome;
  const reboots = useNodeReboots(nodeId, { page: list.page, perPage: PAGE_SIZE, outcome, sortColumn: sort.column, sortDirection: sort.direction });

  return (
    <Card title={t`Reboot history`} description={t`Every reboot of this node: who asked and why, and how long it took to answer again.`}>
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <SelectField
            className={styles.toolbarField}
            label={t`Outcome`}
            value={list.filters.outcome}
            onChange={(event) => list.setFilter('outcome', event.target.value as OutcomeFilter)}
            options={LIST_STATE.filters.outcome.values.map((value) => ({ value, label: t(OUTCOME_OPTIONS[value]) }))}
          />
          <SelectField
            className={styles.toolbarField}
            label={t`Order`}
            value={list.sort}
            onChange={(event) => list.setSort(event.target.value as Sort)}
            options={LIST_STATE.sort.values.map((value) => ({ value, label: t(SORTS[value].label) }))}
          />
        </div>
        <PagedList
          query={reboots}
          list={list}
          loading={<SectionLoading label={t`Loading the reboots`} />}
          error={t`The reboots could not be loaded`}
          refreshError={t`The reboots could not be refreshed`}
          empty={{ title: t`No reboots yet`, description: t`When the node is rebooted, the reboot shows up here.` }}
          noMatch={{ title: t`No reboots with this outcome`, clearLabel: <Trans>Show every reboot</Trans>, onClear: () => list.setFilter('outcome', 'all') }}
          offPage={t`There are no reboots on this page.`}
          pagerLabel={t`Reboot pages`}
          headingLevel={3}
        >
          {(rows, { busy, total }) => (
            <Table caption={t`Reboots of this node, ${total} in all`} captionHidden aria-busy={busy || undefined}>
              <Table.Head>
                <Table.Row>
                  <Table.HeaderCell>
                    <Trans>Started</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Requested by</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Reason</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Back online</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell align="end">
                    <Trans>Duration</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Outcome</Trans>
                  </Table.HeaderCell>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {rows.map((reboot) => (
                  <RebootRow key={reboot.id} reboot={reboot} />
                ))}
              </Table.Body>
            </Table>
          )}
        </PagedList>
      </div>
    </Card>
  );
}
