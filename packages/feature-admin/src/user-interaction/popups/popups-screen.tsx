import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { useListState } from '@portal/ui-kit/list-state';
import { PagedList } from '@portal/ui-kit/paged-list';
import { Link, useSearchParams } from 'react-router';
import { usePopups } from '../api/get-popups.ts';
import type { AdminPopup } from '../api/types.ts';
import { POPUP_TYPES } from '../shared/labels.ts';
import { MESSAGE_LIST_STATE, MessageToolbar, StateBadge, useAudienceText, useWhenText } from '../shared/message-parts.tsx';
import * as styles from '../shared/user-interaction.css.ts';

function PopupItem({ popup }: { popup: AdminPopup }) {
  const { t } = useLingui();
  const audience = useAudienceText();
  const when = useWhenText();
  const type = POPUP_TYPES.find((option) => option.value === popup.type);
  const seen = popup.seen_count;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle>
          <ListCardLink asChild>
            <Link to={`/admin/user-interaction/popups/${popup.id}`} className={styles.itemText}>
              {popup.title}
            </Link>
          </ListCardLink>
        </ListCardTitle>
        <ul className={styles.details} aria-label={t`Details`}>
          <li>{audience(popup)}</li>
          <li>{when(popup)}</li>
          {popup.confirm_read ? <li>{t`Must be confirmed`}</li> : null}
          {seen === undefined ? null : (
            <li>
              <Plural value={seen} one="Seen by # customer" other="Seen by # customers" />
            </li>
          )}
        </ul>
      </div>
      <div className={styles.badges}>
        {type ? <Badge tone={type.tone}>{t(type.label)}</Badge> : null}
        <StateBadge item={popup} />
      </div>
    </ListCard>
  );
}

/** `/app/admin/user-interaction/popups`: dialogs shown once to the customers they aim at, a page at a time. */
export default function PopupsScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), MESSAGE_LIST_STATE);
  const popups = usePopups({ page: list.page, search: list.search, state: list.filters.state, sort: list.sort });

  return (
    <Card
      title={t`Popups`}
      description={t`Dialogs shown once to the customers you choose, at their next visit.`}
      actions={
        <Button asChild>
          <Link to="/admin/user-interaction/popups/new">
            <Trans>New popup</Trans>
          </Link>
        </Button>
      }
    >
      <MessageToolbar list={list} searchLabel={t`Search popups`} />
      <PagedList
        query={popups}
        list={list}
        loading={t`Loading the popups`}
        skeleton={{ lines: ['70%', '40%'] }}
        error={t`The popups could not be loaded`}
        empty={{ title: t`No popups yet`, description: t`A popup is a dialog the customers you choose see once, at their next visit.` }}
        noMatch={{ title: t`No popups match`, description: t`Try another search or state.` }}
        offPage={t`There is nothing on this page.`}
        count={(total) => <Plural value={total} one="# popup" other="# popups" />}
        pagerLabel={t`Popup pages`}
        headingLevel={3}
      >
        {(rows, { busy }) => (
          <ListCardList aria-label={t`Popups`} aria-busy={busy || undefined}>
            {rows.map((popup) => (
              <PopupItem key={popup.id} popup={popup} />
            ))}
          </ListCardList>
        )}
      </PagedList>
    </Card>
  );
}
