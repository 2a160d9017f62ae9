import { msg, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatBytes, formatDateTime } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { useOutcome } from '@portal/ui-kit/outcome';
import { PagedList } from '@portal/ui-kit/paged-list';
import { SectionLoading } from '@portal/ui-kit/section';
import { Table } from '@portal/ui-kit/table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useExtractTar } from '#nodes/api/extract-tar.ts';
import { useNodeExtractions } from '../api/get-node-extractions.ts';
import type { ExtractionListParams } from '../api/keys.ts';
import type { NodeExtraction } from '../api/types.ts';
import { EXTRACTION_STATUSES } from '../shared/labels.ts';
import * as styles from '../shared/node-pages.css.ts';
import { RequesterName } from '../shared/requester.tsx';
import { useRouteIds } from '../shared/route-ids.ts';

/** Extractions per page. */
const PAGE_SIZE = 10;
/** The API's limit for an archive's path. */
const PATH_MAX = 1024;

const LIST_STATE = {
  search: true,
  filters: { status: { default: 'all', values: ['all', 'running', 'completed', 'failed'] } },
  sort: { default: 'newest', values: ['newest', 'oldest', 'largest', 'smallest', 'archive'] },
} as const;

type Sort = (typeof LIST_STATE.sort.values)[number];
type StatusFilter = (typeof LIST_STATE.filters.status.values)[number];

const SORTS: Record<Sort, { label: MessageDescriptor; column: ExtractionListParams['sortColumn']; direction: ExtractionListParams['sortDirection'] }> = {
  newest: { label: msg`Newest first`, column: 'started_at', direction: 'desc' },
  oldest: { label: msg`Oldest first`, column: 'started_at', direction: 'asc' },
  largest: { label: msg`Largest first`, column: 'size', direction: 'desc' },
  smallest: { label: msg`Smallest first`, column: 'size', direction: 'asc' },
  archive: { label: msg`By archive path`, column: 'archive', direction: 'asc' },
};

const STATUS_OPTIONS: Record<StatusFilter, MessageDescriptor> = {
  all: msg`All statuses`,
  running: msg`Running`,
  completed: msg`Completed`,
  failed: msg`Failed`,
};

interface ExtractValues {
  path?: string;
}

function validate(values: ExtractValues): FormValidationErrors<ExtractValues> {
  const path = values.path?.trim() ?? '';
  const max = PATH_MAX;
  return {
    path: !path
      ? translate`Enter the path of the archive on the node.`
      : !path.startsWith('/')
        ? translate`Enter the full path, starting with /.`
        : path.length > PATH_MAX
          ? translate`Keep the path to ${max} characters.`
          : undefined,
  };
}

/** The form that extracts an archive lying on the node. */
function ExtractForm({ nodeId }: { nodeId: number }) {
  const { t } = useLingui();
  const extract = useExtractTar(nodeId);
  const outcome = useOutcome();
  // A new form once an archive is on its way, so the next one starts empty.
  const [round, setRound] = useState(0);
  return (
    <Card title={t`Extract an archive`} description={t`A tar archive that is already on the node is unpacked into the folder it lies in.`}>
      <Form<ExtractValues>
        key={round}
        aria-label={t`Extract an archive`}
        validate={validate}
        onSubmit={async (values) => {
          const answer = await outcome.run(() => extract.mutateAsync(values.path?.trim() ?? ''), { success: t`The archive is being extracted.` });
          if (answer) setRound((current) => current + 1);
        }}
      >
        <div className={styles.stack}>
          <FormError />
          <div className={styles.inlineForm}>
            <TextField
              name="path"
              label={t`Archive on the node`}
              description={t`A .tar, .tar.gz or .tgz file, e.g. /mnt/uploads/import.tar.gz.`}
              required
              maxLength={PATH_MAX}
              autoComplete="off"
              spellCheck={false}
            />
            <SubmitButton>
              <Trans>Extract</Trans>
            </SubmitButton>
          </div>
        </div>
      </Form>
      {outcome.dialog}
    </Card>
  );
}

function When({ value }: { value: string | null | undefined }) {
  if (!value) return <span className={styles.muted}>–</span>;
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}

function ExtractionRow({ extraction }: { extraction: NodeExtraction }) {
  const { t } = useLingui();
  const status = EXTRACTION_STATUSES[extraction.status];
  return (
    <Table.Row>
      <Table.Cell>
        <div className={styles.itemMain}>
          <code className={styles.code}>{extraction.archive}</code>
          {extraction.error ? (
<pre className={styles.output}>{extraction.error}</pre>
          ) : null}
        </div>
      </Table.Cell>
      <Table.Cell>
        <code className={styles.code}>{extraction.target}</code>
      </Table.Cell>
      <Table.Cell align="end">{typeof extraction.size_bytes === 'number' ? formatBytes(extraction.size_bytes) : <span className={styles.muted}>–</span>}</Table.Cell>
      <Table.Cell>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </Table.Cell>
      <Table.Cell>
        <When value={extraction.started_at} />
      </Table.Cell>
      <Table.Cell>
        <When value={extraction.finished_at} />
      </Table.Cell>
      <Table.Cell>
        <RequesterName requester={extraction.requested_by} />
      </Table.Cell>
    </Table.Row>
  );
}

function ExtractionList({ nodeId }: { nodeId: number }) {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const sort = SORTS[list.sort];
  const status = list.filters.status === 'all' ? null : list.filters.status;
  const extractions = useNodeExtractions(nodeId, {
    page: list.page,
    perPage: PAGE_SIZE,
    search: list.search,
    status,
    sortColumn: sort.column,
    sortDirection: sort.direction,
  });

  return (
    <Card title={t`Extractions`} description={t`The tar archives unpacked on this node, the newest first.`}>
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <div className={styles.toolbarField}>
            <ListSearch list={list} label={t`Search archives and folders`} />
          </div>
          <SelectField
            className={styles.toolbarField}
            label={t`Status`}
            value={list.filters.status}
            onChange={(event) => list.setFilter('status', event.target.value as StatusFilter)}
            options={LIST_STATE.filters.status.values.map((value) => ({ value, label: t(STATUS_OPTIONS[value]) }))}
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
          query={extractions}
          list={list}
          loading={<SectionLoading label={t`Loading the extractions`} />}
          error={t`The extractions could not be loaded`}
          refreshError={t`The extractions could not be refreshed`}
          empty={{ title: t`No archives extracted yet`, description: t`Archives extracted on this node show up here, with how it went.` }}
          noMatch={{ title: t`No extractions match`, description: t`Try another search or status.`, clearLabel: <Trans>Show every extraction</Trans> }}
          offPage={t`There are no extractions on this page.`}
          pagerLabel={t`Extraction pages`}
          headingLevel={3}
        >
          {(rows, { busy, total }) => (
            <Table caption={t`Extractions on this node, ${total} in all`} captionHidden aria-busy={busy || undefined}>
              <Table.Head>
                <Table.Row>
                  <Table.HeaderCell>
                    <Trans>Archive</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Extracted into</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell align="end">
                    <Trans>Size</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Status</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Started</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Finished</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Requested by</Trans>
                  </Table.HeaderCell>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {rows.map((extraction) => (
                  <ExtractionRow key={extraction.id} extraction={extraction} />
                ))}
              </Table.Body>
            </Table>
          )}
        </PagedList>
      </div>
    </Card>
  );
}

/** `/app/admin/nodes/:node/extractions`: extract an archive on the node, and the archives extracted there. */
export default function ExtractionsScreen() {
  const { nodeId } = useRouteIds();
  return (
    <div className={styles.stack}>
      <ExtractForm nodeId={nodeId} />
      <ExtractionList nodeId={nodeId} />
    </div>
  );
}
