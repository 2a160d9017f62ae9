import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { SelectField } from '@portal/ui-kit/field';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { ListCardList } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { useOutcome } from '@portal/ui-kit/outcome';
import { PagedList } from '@portal/ui-kit/paged-list';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeleteAnnouncement } from '../api/delete-announcement.ts';
import { useAnnouncements } from '../api/get-announcements.ts';
import type { AnnouncementSort } from '../api/keys.ts';
import { usePublishAnnouncement } from '../api/publish-announcement.ts';
import type { AdminAnnouncement } from '../api/types.ts';
import { useUnpublishAnnouncement } from '../api/unpublish-announcement.ts';
import { AnnouncementPreview } from '../shared/announcement-preview.tsx';
import * as styles from '../shared/messaging.css.ts';
import { AnnouncementItem } from './announcement-item.tsx';

/** Every announcement, newest first; the status filter and the order are in the address. */
const LIST_STATE = {
  search: { param: 'search' },
  filters: { status: { default: 'all', values: ['all', 'live', 'scheduled', 'past', 'draft'] } },
  sort: { default: 'newest', values: ['newest', 'oldest', 'starts', 'header'] },
} as const;

type StatusParam = (typeof LIST_STATE.filters.status.values)[number];

const STATUS_OPTIONS: { value: StatusParam; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All announcements` },
  { value: 'live', label: msg`Live` },
  { value: 'scheduled', label: msg`Scheduled` },
  { value: 'past', label: msg`Past` },
  { value: 'draft', label: msg`Drafts` },
];

const SORT_OPTIONS: { value: AnnouncementSort; label: MessageDescriptor }[] = [
  { value: 'newest', label: msg`Newest first` },
  { value: 'oldest', label: msg`Oldest first` },
  { value: 'starts', label: msg`Latest start first` },
  { value: 'header', label: msg`By header` },
];

/** `/app/admin/user-interaction/announcements`: what customers see in a modal when they sign in. */
export default function AnnouncementsScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const status = list.filters.status === 'all' ? null : list.filters.status;
  const announcements = useAnnouncements({ page: list.page, search: list.search, status, sort: list.sort });
  const publish = usePublishAnnouncement();
  const unpublish = useUnpublishAnnouncement();
  const remove = useDeleteAnnouncement();
  const outcome = useOutcome();
  const [previewing, setPreviewing] = useState<AdminAnnouncement | null>(null);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const togglePublished = async (announcement: AdminAnnouncement) => {
    setBusyId(announcement.id);
    try {
      const answer = announcement.published ? await unpublish.mutateAsync(announcement.id) : await publish.mutateAsync(announcement.id);
      outcome.done(answer.message, announcement.published ? t`The announcement has been unpublished` : t`The announcement has been published`);
    } catch (error) {
      outcome.failed(error);
    } finally {
      setBusyId(null);
    }
  };

  const deleteAnnouncement = async (announcement: AdminAnnouncement) => {
    try {
      const answer = await remove.mutateAsync(announcement.id);
      outcome.poof(answer.message, t`The announcement has been deleted`);
    } catch (error) {
      outcome.failed(error);
    }
  };

  const deletingHeader = deleting?.header ?? '';
  return (
    <Card
      title={t`Announcements`}
      description={t`Customers see a live announcement in a modal when they open the portal, until they close it with "Don't show this again". Several may be live: each customer gets the newest one they have not marked read, one at a time.`}
      actions={
        <Button asChild>
          <Link to="/admin/user-interaction/announcements/new">
            <Trans>New announcement</Trans>
          </Link>
        </Button>
      }
    >
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <ListSearch list={list} label={t`Search announcements`} />
          <SelectField
            label={t`Status`}
            value={list.filters.status}
            onChange={(event) => list.setFilter('status', event.target.value as StatusParam)}
            options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
          <SelectField
            label={t`Order`}
            value={list.sort}
            onChange={(event) => list.setSort(event.target.value as AnnouncementSort)}
            options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
        </div>
        <PagedList
          query={announcements}
          list={list}
          loading={t`Loading the announcements`}
          skeleton={{ lines: ['60%', '80%'] }}
          error={t`The announcements could not be loaded`}
          empty={{ title: t`No announcements yet`, description: t`Write one to tell every customer something when they sign in.` }}
          noMatch={{ title: t`No announcements match`, description: t`Try another search or status.` }}
          offPage={t`There are no announcements on this page.`}
          count={(total) => <Plural value={total} one="# announcement" other="# announcements" />}
          pagerLabel={t`Announcement pages`}
          headingLevel={3}
        >
          {(rows, { busy }) => (
            <ListCardList aria-label={t`Announcements`} aria-busy={busy || undefined}>
              {rows.map((announcement) => (
                <AnnouncementItem
                  key={announcement.id}
                  announcement={announcement}
                  busy={busyId === announcement.id}
                  onPreview={() => setPreviewing(announcement)}
                  onTogglePublished={() => void togglePublished(announcement)}
                  onDelete={() => setDeleting(announcement)}
                />
              ))}
            </ListCardList>
          )}
        </PagedList>
      </div>
      <AnnouncementPreview announcement={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete ${deletingHeader}?`}
        description={t`The announcement "${deletingHeader}" is deleted with the record of who has read it. Customers who have not closed it for good no longer see it.`}
        confirmLabel={t`Delete announcement`}
        tone="danger"
        onConfirm={() => (deleting ? deleteAnnouncement(deleting) : undefined)}
      />
      {outcome.dialog}
    </Card>
  );
}
