import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { SelectField, SwitchField } from '@portal/ui-kit/field';
import { formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { poof, useOutcome } from '@portal/ui-kit/outcome';
import { PagedList } from '@portal/ui-kit/paged-list';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeleteAutomation } from '../api/delete-automation.ts';
import { useAutomations } from '../api/get-automations.ts';
import { useCatalogue } from '../api/get-catalogue.ts';
import type { AutomationSort } from '../api/keys.ts';
import { useSetAutomationEnabled } from '../api/set-automation-enabled.ts';
import type { Automation, AutomationCatalogue } from '../api/types.ts';
import { automationSentence } from '../sentence/sentence.ts';
import { TRIGGER_LABELS } from '../sentence/words.ts';
import * as styles from './automations.css.ts';

const LIST_STATE = {
  search: { param: 'search' },
  filters: {
    enabled: { default: 'all', values: ['all', 'enabled', 'disabled'] },
    trigger: { default: 'all', values: ['all', ...Object.keys(TRIGGER_LABELS)] },
  },
  sort: { default: 'name', values: ['name', 'last-run', 'runs', 'newest'] },
} as const;

type EnabledParam = (typeof LIST_STATE.filters.enabled.values)[number];

const ENABLED_OPTIONS: { value: EnabledParam; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Enabled and disabled` },
  { value: 'enabled', label: msg`Enabled only` },
  { value: 'disabled', label: msg`Disabled only` },
];

const SORT_OPTIONS: { value: AutomationSort; label: MessageDescriptor }[] = [
  { value: 'name', label: msg`Name (A–Z)` },
  { value: 'last-run', label: msg`Last run` },
  { value: 'runs', label: msg`Most runs` },
  { value: 'newest', label: msg`Newest first` },
];

function AutomationItem({ automation, catalogue, onDelete }: { automation: Automation; catalogue: AutomationCatalogue | undefined; onDelete: (automation: Automation) => void }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const setEnabled = useSetAutomationEnabled();
  const name = automation.name;
  const lastRun = automation.last_run_at;
  const runs = automation.runs_count ?? 0;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle level={3}>
          <ListCardLink asChild>
            <Link to={`/admin/integrations/automations/${automation.id}`}>{name}</Link>
          </ListCardLink>
        </ListCardTitle>
        <p className={styles.sentence}>{automationSentence(automation, catalogue, t)}</p>
        <ul className={styles.details} aria-label={t`Runs`}>
          <li>
            {lastRun ? (
              <Trans>
                Last run{' '}
                <time dateTime={lastRun} title={formatDateTime(lastRun)}>
                  {formatRelativeTime(lastRun)}
                </time>
              </Trans>
            ) : (
              <Trans>Never run</Trans>
            )}
          </li>
          <li>
            <Plural value={runs} one="# run" other="# runs" />
          </li>
          {automation.last_run_success === false ? (
            <li>
              <Badge tone="danger">
                <Trans>Last run failed</Trans>
              </Badge>
            </li>
          ) : null}
        </ul>
      </div>
      <div className={styles.controls}>
        <SwitchField
          label={
            <Trans>
              Enabled<VisuallyHidden>: {name}</VisuallyHidden>
            </Trans>
          }
          checked={automation.enabled}
          disabled={setEnabled.isPending}
          onCheckedChange={(enabled) =>
            void outcome.run(() => setEnabled.mutateAsync({ id: automation.id, enabled }), {
              success: enabled ? t`${name} is enabled.` : t`${name} is disabled.`,
              rethrowValidation: false,
            })
          }
        />
        <Button variant="danger" size="sm" onClick={() => onDelete(automation)}>
          <Trans>
            Delete<VisuallyHidden> {name}</VisuallyHidden>
          </Trans>
        </Button>
      </div>
      {outcome.dialog}
    </ListCard>
  );
}

/** `/app/admin/integrations/automations`: every automation read as a sentence, with its runs; enable, disable, delete. */
export default function AutomationsScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const enabled = list.filters.enabled === 'enabled' ? '1' : list.filters.enabled === 'disabled' ? '0' : null;
  const trigger = list.filters.trigger === 'all' ? null : list.filters.trigger;
  const automations = useAutomations({ page: list.page, search: list.search, enabled, trigger, sort: list.sort });
  // The sentences read better with the catalogue's names; without it they still read.
  const catalogue = useCatalogue();
  const remove = useDeleteAutomation();
  const outcome = useOutcome();
  const [deleting, setDeleting] = useState<Automation | null>(null);
  // Where focus goes once the deleted automation's buttons are gone.
  const listRef = useRef<HTMLUListElement>(null);

  const deletingName = deleting?.name ?? '';
  return (
    <Card
      title={t`Automations`}
      description={t`What the platform does by itself when something happens, each read as a sentence.`}
      actions={
        <Button asChild>
          <Link to="/admin/integrations/automations/new">
            <Trans>New automation</Trans>
          </Link>
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <ListSearch list={list} label={t`Search by name`} />
        <SelectField
          label={t`Enabled`}
          value={list.filters.enabled}
          onChange={(event) => list.setFilter('enabled', event.target.value as EnabledParam)}
          options={ENABLED_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
        <SelectField
          label={t`Trigger`}
          value={list.filters.trigger}
          onChange={(event) => list.setFilter('trigger', event.target.value as typeof list.filters.trigger)}
          options={[{ value: 'all', label: t`Every trigger` }, ...Object.entries(TRIGGER_LABELS).map(([value, label]) => ({ value, label: t(label) }))]}
        />
        <SelectField
          label={t`Order`}
          value={list.sort}
          onChange={(event) => list.setSort(event.target.value as AutomationSort)}
          options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
      </div>
      <PagedList
        query={automations}
        list={list}
        pending={catalogue.isPending}
        loading={t`Loading the automations`}
        skeleton={{ lines: ['35%', '80%', '40%'] }}
        error={t`The automations could not be loaded`}
        empty={{
          title: t`No automations yet`,
          description: t`An automation does something by itself when something happens: restart a node that went offline, post to Discord, e-mail a customer.`,
          action: (
            <Button asChild>
              <Link to="/admin/integrations/automations/new">
                <Trans>New automation</Trans>
              </Link>
            </Button>
          ),
        }}
        noMatch={{ title: t`No automations match`, description: t`Try another search, or show every automation.` }}
        offPage={t`There are no automations on this page.`}
        count={(total) => <Plural value={total} one="# automation" other="# automations" />}
        countClassName={styles.summary}
        pagerLabel={t`Automation pages`}
      >
        {(rows, { busy }) => (
          <ListCardList ref={listRef} tabIndex={-1} aria-label={t`Automations`} aria-busy={busy || undefined}>
            {rows.map((automation) => (
              <AutomationItem key={automation.id} automation={automation} catalogue={catalogue.data} onDelete={setDeleting} />
            ))}
          </ListCardList>
        )}
      </PagedList>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={t`Delete ${deletingName}?`}
        description={t`The automation ${deletingName} and its run history are deleted. It stops at once.`}
        confirmLabel={t`Delete automation`}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const answer = await remove.mutateAsync(deleting.id);
            outcome.show({ ...poof(answer.message, t`The automation has been deleted.`), returnFocus: () => listRef.current });
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </Card>
  );
}
