import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { SelectField } from '@portal/ui-kit/field';
import { formatDateTime } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { ListSearch, type ListState } from '@portal/ui-kit/list-state';
import type { MessageSort, MessageStateFilter } from '../api/keys.ts';
import type { Targeted } from '../api/types.ts';
import { AUDIENCES, SERVER_TYPES, STATES } from './labels.ts';
import * as styles from './user-interaction.css.ts';

/** The list state of alerts and popups: newest first, every state. */
export const MESSAGE_LIST_STATE = {
  search: { param: 'search' },
  filters: { state: { default: 'all', values: ['all', 'live', 'scheduled', 'expired', 'inactive'] } },
  sort: { default: 'newest', values: ['newest', 'oldest', 'starts', 'ends'] },
} as const;

export type MessageListState = ListState<(typeof MESSAGE_LIST_STATE)['filters'], MessageSort>;

const STATE_OPTIONS: { value: MessageStateFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Every state` },
  { value: 'live', label: msg`Live` },
  { value: 'scheduled', label: msg`Scheduled` },
  { value: 'expired', label: msg`Expired` },
  { value: 'inactive', label: msg`Switched off` },
];

const SORT_OPTIONS: { value: MessageSort; label: MessageDescriptor }[] = [
  { value: 'newest', label: msg`Newest first` },
  { value: 'oldest', label: msg`Oldest first` },
  { value: 'starts', label: msg`Latest start first` },
  { value: 'ends', label: msg`Latest end first` },
];

/** Search, state and order of a list of alerts or popups. */
export function MessageToolbar({ list, searchLabel }: { list: MessageListState; searchLabel: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.toolbar}>
      <ListSearch list={list} label={searchLabel} />
      <SelectField
        label={t`State`}
        value={list.filters.state}
        onChange={(event) => list.setFilter('state', event.target.value as MessageStateFilter)}
        options={STATE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
      />
      <SelectField
        label={t`Order`}
        value={list.sort}
        onChange={(event) => list.setSort(event.target.value as MessageSort)}
        options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
      />
    </div>
  );
}

/** Whom a message aims at, in words. */
export function useAudienceText() {
  const { t } = useLingui();
  return (item: Targeted): string => {
    switch (item.audience) {
      case 'server-type': {
        const type = SERVER_TYPES.find((option) => option.value === item.server_type);
        return type ? t(type.audience) : t`Customers with a server of a type`;
      }
      case 'node':
        return item.node ? t`Customers on ${item.node.name}` : t`Customers on a node`;
      case 'users': {
        const count = item.users?.length ?? 0;
        return count === 1 ? t`1 chosen user` : t`${count} chosen users`;
      }
      default: {
        const audience = AUDIENCES.find((option) => option.value === item.audience);
        return audience ? t(audience.label) : item.audience;
      }
    }
  };
}

/** From when until when a message is shown, in words. */
export function useWhenText() {
  const { t } = useLingui();
  return (item: Targeted): string => {
    const starts = item.starts_at ? formatDateTime(item.starts_at) : null;
    const ends = item.ends_at ? formatDateTime(item.ends_at) : null;
    if (starts && ends) return t`From ${starts} to ${ends}`;
    if (starts) return t`From ${starts}, without end`;
    if (ends) return t`Until ${ends}`;
    return t`No dates`;
  };
}

export function StateBadge({ item }: { item: Targeted }) {
  const { t } = useLingui();
  const state = STATES[item.state ?? (item.active ? 'live' : 'inactive')];
  return <Badge tone={state.tone}>{t(state.label)}</Badge>;
}
