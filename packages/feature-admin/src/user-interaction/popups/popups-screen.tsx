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
import { usePopups } from '../api/get-popups.ts';
import type { AdminPopup } from '../api/types.ts';
import { POPUP_TYPES } from '../shared/labels.ts';
import { LoadingList, MESSAGE_LIST_STATE, MessageToolbar, NoMatch, PastLastPage, StateBadge, useAudienceText, useWhenText } from '../shared/message-parts.tsx';
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

  let content;
  if (popups.isPending) content = <LoadingList label={t`Loading the popups`} />;
  else if (popups.isError) {
    content = <ErrorState headingLevel={3} title={t`The popups could not be loaded`} error={popups.error} onRetry={() => void popups.refetch()} />;
  } else {
    const { data, meta } = popups.data;
    const busy = popups.isPlaceholderData;
    if (meta.total === 0) {
      content = list.isFiltered ? (
        <NoMatch title={t`No popups match`} onReset={() => list.reset()} />
      ) : (
        <EmptyState headingLevel={3} title={t`No popups yet`} description={t`A popup is a dialog the customers you choose see once, at their next visit.`} />
      );
    } else if (data.length === 0) content = <PastLastPage lastPage={meta.last_page} onGo={list.setPage} />;
    else {
      const total = meta.total;
      content = (
        <>
          <p className={styles.summary} aria-live="polite">
            <Plural value={total} one="# popup" other="# popups" />
          </p>
          <ListCardList aria-label={t`Popups`} aria-busy={busy || undefined}>
            {data.map((popup) => (
              <PopupItem key={popup.id} popup={popup} />
            ))}
          </ListCardList>
          <Pager label={t`Popup pages`} {...list.pagerProps(meta.last_page, { busy })} page={meta.current_page} />
        </>
      );
    }
  }

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
      {content}
    </Card>
  );
}
