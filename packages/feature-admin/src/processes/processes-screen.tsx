import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { processTime, truncateCommand, type Process } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { SelectField } from '@portal/ui-kit/field';
import { formatDuration } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Page } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { PagedList } from '@portal/ui-kit/paged-list';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useProcesses } from './api/get-processes.ts';
import type { ProcessSort } from './api/keys.ts';
import { ProcessDetail, type ProcessLink } from './process-detail.tsx';
import * as styles from './processes.css.ts';
import { StatusBadge } from './status-badge.tsx';

/** The process shown in the panel, in the address so that it can be shared: `?process=12`. */
const PROCESS_PARAM = 'process';

/** The newest first; the node filter's `?node={id}` is what other screens link to. */
const LIST_STATE = {
  search: { param: 'search' },
  filters: {
    node: { default: '' },
    status: { default: 'all', values: ['all', 'success', 'failed'] },
  },
  sort: { default: 'newest', values: ['newest', 'oldest', 'longest'] },
} as const;

type StatusParam = (typeof LIST_STATE.filters.status.values)[number];

const STATUS_OPTIONS: { value: StatusParam; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All statuses` },
  { value: 'success', label: msg`Success` },
  { value: 'failed', label: msg`Failed` },
];

const SORT_OPTIONS: { value: ProcessSort; label: MessageDescriptor }[] = [
  { value: 'newest', label: msg`Newest first` },
  { value: 'oldest', label: msg`Oldest first` },
  { value: 'longest', label: msg`Longest first` },
];

/** Set when a process was opened from this screen: closing it goes back rather than forward, and the panel takes the focus. */
interface OpenedHere {
  processOpenedHere?: true;
}

function ProcessItem({ process, linkTo, onOpen }: { process: Process; linkTo: ProcessLink; onOpen: (link: HTMLAnchorElement) => void }) {
  const { t } = useLingui();
  const link = linkTo(process.id);
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle>
          <ListCardLink asChild>
            <Link to={link.to} state={link.state} onClick={(event) => onOpen(event.currentTarget)}>
              <code className={styles.command}>{truncateCommand(process.command)}</code>
            </Link>
          </ListCardLink>
        </ListCardTitle>
        <ul className={styles.details} aria-label={t`Details`}>
          <li>{process.node_alias}</li>
          <li>
            <time dateTime={process.created_at}>{processTime(process)}</time>
          </li>
          <li>{formatDuration(process.time)}</li>
        </ul>
      </div>
      <div className={styles.badges}>
        <StatusBadge success={process.success} />
      </div>
    </ListCard>
  );
}

/** The open process beside the list: a panel, not a modal dialog, so the list stays in reach. */
function ProcessPanel({ id, focusOnOpen, linkTo, onClose }: { id: number; focusOnOpen: boolean; linkTo: ProcessLink; onClose: () => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Opened from the list or from another process: say where the user is now.
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [id, focusOnOpen]);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 ref={heading} id={headingId} tabIndex={-1} className={styles.panelHeading}>
          <Trans>Process #{id}</Trans>
        </h2>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t`Close`}
        </Button>
      </div>
      <ProcessDetail key={id} id={id} linkTo={linkTo} />
    </section>
  );
}

/** `/app/admin/processes`: every command run on the nodes, a page at a time; `?process={id}` shows one. */
export default function ProcessesScreen() {
  const { t } = useLingui();
  const address = useSearchParams();
  const [params, setParams] = address;
  const location = useLocation();
  const navigate = useNavigate();
  const list = useListState(address, LIST_STATE);
  const nodeId = /^\d+$/.test(list.filters.node) ? Number(list.filters.node) : null;
  const status = list.filters.status === 'all' ? null : list.filters.status;
  const processes = useProcesses({ page: list.page, search: list.search, node: nodeId, status, sort: list.sort });
  // The entry the panel was opened from gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);

  const rawProcess = params.get(PROCESS_PARAM) ?? '';
  const openId = /^\d+$/.test(rawProcess) ? Number(rawProcess) : null;
  const openedHere = (location.state as OpenedHere | null)?.processOpenedHere === true;

  const linkTo: ProcessLink = (id) => {
    const next = new URLSearchParams(params);
    next.set(PROCESS_PARAM, String(id));
    // With no process open, a new history entry (Back closes the panel); from one process to
    // another, in place, keeping how the panel was opened.
    if (openId !== null) return { to: `?${next.toString()}`, replace: true, state: location.state };
    return { to: `?${next.toString()}`, replace: false, state: { processOpenedHere: true } satisfies OpenedHere };
  };

  const close = () => {
    const entry = opener.current;
    if (openedHere) void navigate(-1);
    else {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PROCESS_PARAM);
          return next;
        },
        { replace: true },
      );
    }
    // Back to the entry the process was opened from, or to the list when it came with the address.
    requestAnimationFrame(() => {
      const target = entry?.isConnected ? entry : document.querySelector<HTMLElement>(`[data-process-list] a`);
      target?.focus();
    });
  };

  const nodes = processes.data?.nodes ?? [];
  const nodeOptions = [
    { value: '', label: t`All nodes` },
    ...nodes.map((node) => ({ value: String(node.id), label: node.alias })),
    // A node from a link that the answer does not list (yet): still shown as chosen.
    ...(nodeId !== null && !nodes.some((node) => node.id === nodeId) ? [{ value: String(nodeId), label: t`Node #${nodeId}` }] : []),
  ];

  return (
    <Page title={t`Processes`} description={t`Every command the platform ran on its nodes, with what it answered.`}>
      <div className={styles.toolbar}>
        <ListSearch list={list} label={t`Search commands`} />
        <SelectField label={t`Node`} value={list.filters.node} onChange={(event) => list.setFilter('node', event.target.value)} options={nodeOptions} />
        <SelectField
          label={t`Status`}
          value={list.filters.status}
          onChange={(event) => list.setFilter('status', event.target.value as StatusParam)}
          options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
        <SelectField
          label={t`Order`}
          value={list.sort}
          onChange={(event) => list.setSort(event.target.value as ProcessSort)}
          options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
      </div>
      {/* The same elements with the panel open or not, so the entry that opened it keeps the focus to return to. */}
      <div className={openId === null ? undefined : styles.withPanel}>
        {openId === null ? null : <ProcessPanel id={openId} focusOnOpen={openedHere} linkTo={linkTo} onClose={close} />}
        <div className={styles.listColumn}>
          <PagedList
            query={processes}
            list={list}
            loading={t`Loading the processes`}
            skeleton={{ items: 4, lines: ['70%', '40%'] }}
            error={t`The processes could not be loaded`}
            empty={{ title: t`No recorded processes`, description: t`Commands run on the nodes show up here.` }}
            noMatch={{ title: t`No processes match`, description: t`Try another search, node or status.` }}
            offPage={t`There are no processes on this page.`}
            count={(total) => <Plural value={total} one="# process" other="# processes" />}
            pagerLabel={t`Process pages`}
          >
            {(rows, { busy }) => (
              <ListCardList aria-label={t`Processes`} aria-busy={busy || undefined} data-process-list="">
                {rows.map((process) => (
                  <ProcessItem key={process.id} process={process} linkTo={linkTo} onOpen={(link) => (opener.current = link)} />
                ))}
              </ListCardList>
            )}
          </PagedList>
        </div>
      </div>
    </Page>
  );
}
