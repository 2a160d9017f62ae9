import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { useListState } from '@portal/ui-kit/list-state';
import { Pager } from '@portal/ui-kit/pager';
import { Link, useSearchParams } from 'react-router';
import { useAlerts } from '../api/get-alerts.ts';
import type { AdminAlert } from '../api/types.ts';
import { ALERT_LEVELS } from '../shared/labels.ts';
import { LoadingList, MESSAGE_LIST_STATE, MessageToolbar, NoMatch, PastLastPage, StateBadge, useAudienceText, useWhenText } from '../shared/message-parts.tsx';
import * as styles from '../shared/user-interaction.css.ts';

function AlertItem({ alert }: { alert: AdminAlert }) {
  const { t } = useLingui();
  const audience = useAudienceText();
  const when = useWhenText();
  const level = ALERT_LEVELS.find((option) => option.value === alert.level);
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle>
          <ListCardLink asChild>
            <Link to={`/admin/user-interaction/alerts/${alert.id}`} className={styles.itemText}>
              {alert.text}
            </Link>
          </ListCardLink>
        </ListCardTitle>
        <ul className={styles.details} aria-label={t`Details`}>
          <li>{audience(alert)}</li>
          <li>{when(alert)}</li>
          {alert.dismissible ? <li>{t`Dismissible`}</li> : null}
        </ul>
      </div>
      <div className={styles.badges}>
        {level ? <Badge tone={level.tone}>{t(level.label)}</Badge> : null}
        <StateBadge item={alert} />
      </div>
    </ListCard>
  );
}

/** `/app/admin/user-interaction/alerts`: the banners shown at the top of the customers' portal, a page at a time. */
export default function AlertsScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), MESSAGE_LIST_STATE);
  const alerts = useAlerts({ page: list.page, search: list.search, state: list.filters.state, sort: list.sort });

  let content;
  if (alerts.isPending) content = <LoadingList label={t`Loading the alerts`} />;
  else if (alerts.isError) {
    content = <ErrorState headingLevel={3} title={t`The alerts could not be loaded`} error={alerts.error} onRetry={() => void alerts.refetch()} />;
  } else {
    const { data, meta } = alerts.data;
    const busy = alerts.isPlaceholderData;
    if (meta.total === 0) {
      content = list.isFiltered ? (
        <NoMatch title={t`No alerts match`} onReset={() => list.reset()} />
      ) : (
        <EmptyState headingLevel={3} title={t`No alerts yet`} description={t`An alert is a banner at the top of the portal for the customers you choose.`} />
      );
    } else if (data.length === 0) content = <PastLastPage lastPage={meta.last_page} onGo={list.setPage} />;
    else {
      const total = meta.total;
      content = (
        <>
          <p className={styles.summary} aria-live="polite">
            <Plural value={total} one="# alert" other="# alerts" />
          </p>
          <ListCardList aria-label={t`Alerts`} aria-busy={busy || undefined}>
            {data.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </ListCardList>
          <Pager label={t`Alert pages`} {...list.pagerProps(meta.last_page, { busy })} page={meta.current_page} />
        </>
      );
    }
  }

  return (
    <Card
      title={t`Alerts`}
      description={t`Banners at the top of the portal, for everybody or for the customers you choose, between two dates.`}
      actions={
        <Button asChild>
          <Link to="/admin/user-interaction/alerts/new">
            <Trans>New alert</Trans>
          </Link>
        </Button>
      }
    >
      <MessageToolbar list={list} searchLabel={t`Search alerts`} />
      {content}
    </Card>
  );
}
