import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { useListState } from '@portal/ui-kit/list-state';
import { PagedList } from '@portal/ui-kit/paged-list';
import { Link, useSearchParams } from 'react-router';
import { useAlerts } from '../api/get-alerts.ts';
import type { AdminAlert } from '../api/types.ts';
import { ALERT_LEVELS } from '../shared/labels.ts';
import { MESSAGE_LIST_STATE, MessageToolbar, StateBadge, useAudienceText, useWhenText } from '../shared/message-parts.tsx';
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
      <PagedList
        query={alerts}
        list={list}
        loading={t`Loading the alerts`}
        skeleton={{ lines: ['70%', '40%'] }}
        error={t`The alerts could not be loaded`}
        empty={{ title: t`No alerts yet`, description: t`An alert is a banner at the top of the portal for the customers you choose.` }}
        noMatch={{ title: t`No alerts match`, description: t`Try another search or state.` }}
        offPage={t`There is nothing on this page.`}
        count={(total) => <Plural value={total} one="# alert" other="# alerts" />}
        pagerLabel={t`Alert pages`}
        headingLevel={3}
      >
        {(rows, { busy }) => (
          <ListCardList aria-label={t`Alerts`} aria-busy={busy || undefined}>
            {rows.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </ListCardList>
        )}
      </PagedList>
    </Card>
  );
}
