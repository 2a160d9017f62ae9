import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { SelectField } from '@portal/ui-kit/field';
import { formatDate } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { PagedList } from '@portal/ui-kit/paged-list';
import { Link, useSearchParams } from 'react-router';
import { useDockerServices } from '../api/get-services.ts';
import type { ServiceSort } from '../api/keys.ts';
import type { DockerService } from '../api/types.ts';
import * as styles from '../shared/docker.css.ts';
import { serverTypeName } from '../shared/server-types.ts';

const LIST_STATE = {
  search: { param: 'search' },
  filters: { enabled: { default: 'all', values: ['all', '1', '0'] } },
  sort: { default: 'name', values: ['name', 'name-desc', 'image', 'updated'] },
} as const;

type EnabledParam = (typeof LIST_STATE.filters.enabled.values)[number];

const ENABLED_OPTIONS: { value: EnabledParam; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Enabled and disabled` },
  { value: '1', label: msg`Enabled` },
  { value: '0', label: msg`Disabled` },
];

const SORT_OPTIONS: { value: ServiceSort; label: MessageDescriptor }[] = [
  { value: 'name', label: msg`Name, A to Z` },
  { value: 'name-desc', label: msg`Name, Z to A` },
  { value: 'image', label: msg`Image` },
  { value: 'updated', label: msg`Recently changed` },
];

function ServiceItem({ service }: { service: DockerService }) {
  const { t } = useLingui();
  const types = service.server_types.map(serverTypeName).join(', ');
  const changed = service.updated_at ?? service.created_at;
  const ports = service.ports?.length ?? 0;
  const volumes = service.volumes?.length ?? 0;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle>
          <ListCardLink asChild>
            <Link to={`/admin/integrations/docker-services/${service.id}`}>{service.name}</Link>
          </ListCardLink>
        </ListCardTitle>
        <code className={styles.mono}>
          {service.image}:{service.tag}
        </code>
        <ul className={styles.details} aria-label={t`Details`}>
          <li>{t`Beside ${types}`}</li>
          <li>
            <Plural value={ports} _0="No ports" one="# port" other="# ports" />
          </li>
          <li>
            <Plural value={volumes} _0="No volumes" one="# volume" other="# volumes" />
          </li>
          {changed ? <li>{t`Changed ${formatDate(changed)}`}</li> : null}
        </ul>
      </div>
      <div className={styles.badges}>{service.enabled ? <Badge tone="success">{t`Enabled`}</Badge> : <Badge>{t`Disabled`}</Badge>}</div>
    </ListCard>
  );
}

/** `/app/admin/integrations/docker-services`: the sidecars started beside the media servers, a page at a time. */
export default function DockerServicesScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const enabled = list.filters.enabled === 'all' ? null : list.filters.enabled;
  const services = useDockerServices({ page: list.page, search: list.search, enabled, sort: list.sort });

  return (
    <Card
      title={t`Docker services`}
      description={t`Extra containers started beside the media servers of the types they attach to. Servers pick changes up on their next restart.`}
      actions={
        <Button asChild variant="primary" size="sm">
          <Link to="/admin/integrations/docker-services/new">{t`Add a service`}</Link>
        </Button>
      }
    >
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <ListSearch list={list} label={t`Search services`} />
          <SelectField
            label={t`State`}
            value={list.filters.enabled}
            onChange={(event) => list.setFilter('enabled', event.target.value as EnabledParam)}
            options={ENABLED_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
          <SelectField
            label={t`Order`}
            value={list.sort}
            onChange={(event) => list.setSort(event.target.value as ServiceSort)}
            options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
        </div>
        <PagedList
          query={services}
          list={list}
          loading={t`Loading the docker services`}
          skeleton={{ lines: ['50%', '70%'] }}
          error={t`The docker services could not be loaded`}
          empty={{ title: t`No docker services yet`, description: t`Add a service to start it beside the media servers of the types you choose.` }}
          noMatch={{ title: t`No docker services match`, description: t`Try another search or state.` }}
          offPage={t`There are no docker services on this page.`}
          count={(total) => <Plural value={total} one="# service" other="# services" />}
          pagerLabel={t`Docker service pages`}
          headingLevel={3}
        >
          {(rows, { busy }) => (
            <ListCardList aria-label={t`Docker services`} aria-busy={busy || undefined}>
              {rows.map((service) => (
                <ServiceItem key={service.id} service={service} />
              ))}
            </ListCardList>
          )}
        </PagedList>
      </div>
    </Card>
  );
}
