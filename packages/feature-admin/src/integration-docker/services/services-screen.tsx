import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { SelectField } from '@portal/ui-kit/field';
import { formatDate } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardSkeleton, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { Pager } from '@portal/ui-kit/pager';
import { SectionError } from '@portal/ui-kit/section';
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

  let content;
  if (services.isPending) {
    content = (
      <ListCardList aria-label={t`Loading the docker services`} aria-busy="true">
        {[0, 1, 2].map((item) => (
          <ListCardSkeleton key={item} lines={['50%', '70%']} />
        ))}
      </ListCardList>
    );
  } else if (services.isError) {
    content = <SectionError headingLevel={3} title={t`The docker services could not be loaded`} error={services.error} onRetry={() => void services.refetch()} />;
  } else {
    const { data, meta } = services.data;
    const busy = services.isPlaceholderData;
    if (meta.total === 0) {
      content = list.isFiltered ? (
        <EmptyState
          headingLevel={3}
          title={t`No docker services match`}
          description={t`Try another search or state.`}
          action={
            <Button variant="secondary" onClick={() => list.reset()}>
              <Trans>Clear the filters</Trans>
            </Button>
          }
        />
      ) : (
        <EmptyState
          headingLevel={3}
          title={t`No docker services yet`}
          description={t`Add a service to start it beside the media servers of the types you choose.`}
        />
      );
    } else if (data.length === 0) {
      const lastPage = meta.last_page;
      content = (
        <EmptyState
          headingLevel={3}
          title={t`There are no docker services on this page.`}
          action={
            <Button variant="secondary" onClick={() => list.setPage(lastPage)}>
              <Trans>Go to page {lastPage}</Trans>
            </Button>
          }
        />
      );
    } else {
      const total = meta.total;
      content = (
        <>
          <p className={styles.muted} aria-live="polite">
            <Plural value={total} one="# service" other="# services" />
          </p>
          <ListCardList aria-label={t`Docker services`} aria-busy={busy || undefined}>
            {data.map((service) => (
              <ServiceItem key={service.id} service={service} />
            ))}
          </ListCardList>
          <Pager label={t`Docker service pages`} {...list.pagerProps(meta.last_page, { busy })} page={meta.current_page} />
        </>
      );
    }
  }

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
        {content}
      </div>
    </Card>
  );
}
