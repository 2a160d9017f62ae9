import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { Badge } from '@portal/ui-kit/badge';
import { Card } from '@portal/ui-kit/layout';
import { done, failureStatus, isValidationFailure, poof, useOutcome } from '@portal/ui-kit/outcome';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCreateAnnouncement } from '../api/create-announcement.ts';
import { useDeleteAnnouncement } from '../api/delete-announcement.ts';
import { useAnnouncement } from '../api/get-announcement.ts';
import type { AdminAnnouncement, AnnouncementInput } from '../api/types.ts';
import { useUpdateAnnouncement } from '../api/update-announcement.ts';
import { STATUS_LABELS } from '../shared/labels.ts';
import * as styles from '../shared/messaging.css.ts';
import { AnnouncementForm } from './announcement-form.tsx';
import { AnnouncementDates, ReadCount } from './announcement-item.tsx';

const LIST = '/admin/user-interaction/announcements';

/** A failure the form shows next to its fields; any other is told in 'Whoops!' and the form stays as typed. */
function useSaveFailure() {
  const outcome = useOutcome();
  const rethrowOrTell = (error: unknown) => {
    if (isValidationFailure(error)) throw error;
    outcome.failed(error);
  };
  return { outcome, rethrowOrTell };
}

function NewAnnouncement() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateAnnouncement();
  const { outcome, rethrowOrTell } = useSaveFailure();
  return (
    <Card title={t`New announcement`} description={t`Write it, look at it as customers will, and publish it when it is ready.`}>
      <AnnouncementForm
        submitLabel={t`Save announcement`}
        onCancel={() => void navigate(LIST)}
        onSubmit={async (input: AnnouncementInput) => {
          try {
            const answer = await create.mutateAsync(input);
            outcome.show({ ...done(answer.message, t`The announcement has been saved`), onClose: () => void navigate(LIST) });
          } catch (error) {
            rethrowOrTell(error);
          }
        }}
      />
      {outcome.dialog}
    </Card>
  );
}

function EditAnnouncement({ announcement }: { announcement: AdminAnnouncement }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const update = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();
  const { outcome, rethrowOrTell } = useSaveFailure();
  const [deleting, setDeleting] = useState(false);
  const status = STATUS_LABELS[announcement.status];
  const header = announcement.header;
  return (
    <Card
      title={t`Edit announcement`}
      description={
        <>
          <Badge tone={status.tone}>{t(status.label)}</Badge> <AnnouncementDates announcement={announcement} />.{' '}
          <ReadCount announcement={announcement} />.
        </>
      }
      actions={
        <Button variant="danger" onClick={() => setDeleting(true)}>
          <Trans>Delete</Trans>
        </Button>
      }
    >
      <AnnouncementForm
        announcement={announcement}
        submitLabel={t`Save changes`}
        onCancel={() => void navigate(LIST)}
        onSubmit={async (input: AnnouncementInput) => {
          try {
            const answer = await update.mutateAsync({ id: announcement.id, input });
            outcome.done(answer.message, t`The announcement has been updated`);
          } catch (error) {
            rethrowOrTell(error);
          }
        }}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete ${header}?`}
        description={t`The announcement "${header}" is deleted with the record of who has read it. Customers who have not closed it for good no longer see it.`}
        confirmLabel={t`Delete announcement`}
        tone="danger"
        onConfirm={async () => {
          try {
            const answer = await remove.mutateAsync(announcement.id);
            outcome.show({ ...poof(answer.message, t`The announcement has been deleted`), onClose: () => void navigate(LIST) });
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </Card>
  );
}

function ExistingAnnouncement({ id }: { id: number }) {
  const { t } = useLingui();
  const announcement = useAnnouncement(id);
  if (announcement.isPending) return <SectionLoading label={t`Loading the announcement`} />;
  if (announcement.isError) {
    if (failureStatus(announcement.error) === 404) return <NotFound />;
    return <SectionError headingLevel={2} title={t`The announcement could not be loaded`} error={announcement.error} onRetry={() => void announcement.refetch()} />;
  }
  return <EditAnnouncement key={announcement.data.id} announcement={announcement.data} />;
}

function NotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`Announcement not found`}
      description={t`It may have been deleted.`}
      action={
        <Button asChild variant="secondary">
          <Link to={LIST}>
            <Trans>All announcements</Trans>
          </Link>
        </Button>
      }
    />
  );
}

/** `/app/admin/user-interaction/announcements/new` and `/…/announcements/{id}`: write or change one. */
export default function AnnouncementEditorScreen() {
  const raw = useParams().announcement;
  if (raw === undefined) return <NewAnnouncement />;
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  return <div className={styles.stack}>{id === null ? <NotFound /> : <ExistingAnnouncement id={id} />}</div>;
}
