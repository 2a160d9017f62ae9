import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog, Dialog } from '@portal/ui-kit/dialog';
import { SubmitButton } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { poof, useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useRef, useState } from 'react';
import { useDeleteMediaType } from '../api/delete-media-type.ts';
import { useMediaTypes } from '../api/get-media-types.ts';
import { useSaveMediaType } from '../api/save-media-type.ts';
import type { MediaType, MediaTypeInput } from '../api/types.ts';
import { REQUEST_TYPE_LABELS } from '../shared/labels.ts';
import * as styles from '../shared/request-setup.css.ts';
import { MediaTypeForm } from './media-type-form.tsx';

const inputOf = (mediaType: MediaType): MediaTypeInput => ({ name: mediaType.name, slug: mediaType.slug, maps_to: mediaType.maps_to, enabled: mediaType.enabled });

interface ItemActions {
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  toggling: boolean;
}

function MediaTypeItem({ mediaType, onEdit, onToggle, onDelete, toggling }: { mediaType: MediaType } & ItemActions) {
  const { t } = useLingui();
  const name = mediaType.name;
  const lands = t(REQUEST_TYPE_LABELS[mediaType.maps_to]);
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle level={3}>{name}</ListCardTitle>
        <ul className={styles.facts} aria-label={t`About ${name}`}>
          <li>
            <code className={styles.code}>{mediaType.slug}</code>
          </li>
          <li>
            <Trans>Lands in the library of {lands}</Trans>
          </li>
        </ul>
      </div>
      <div className={styles.itemSide}>
        {mediaType.enabled ? (
          <Badge tone="success">
            <Trans>Offered</Trans>
          </Badge>
        ) : (
          <Badge tone="neutral">
            <Trans>Hidden</Trans>
          </Badge>
        )}
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={onToggle} loading={toggling} aria-label={mediaType.enabled ? t`Disable ${name}` : t`Enable ${name}`}>
          {mediaType.enabled ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete} aria-label={t`Delete ${name}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </ListCard>
  );
}

function AddMediaType() {
  const { t } = useLingui();
  const save = useSaveMediaType();
  const outcome = useOutcome();
  // A new form once the media type is added, so the next one starts empty.
  const [round, setRound] = useState(0);
  return (
    <Card title={t`Add a media type`} description={t`A new choice in the customers’ request lounge.`}>
      <MediaTypeForm
        key={round}
        label={t`Add a media type`}
        onSave={async (input) => {
          const answer = await outcome.run(() => save.mutateAsync({ id: null, input }), { success: t`The media type has been added.` });
          if (answer) setRound((current) => current + 1);
        }}
        actions={
          <SubmitButton>
            <Trans>Add media type</Trans>
          </SubmitButton>
        }
      />
      {outcome.dialog}
    </Card>
  );
}

/** `/app/admin/requests/media-types`: the media types the lounge offers: add, rename, re-map, enable or disable, delete. */
export default function MediaTypesScreen() {
  const { t } = useLingui();
  const mediaTypes = useMediaTypes();
  const save = useSaveMediaType();
  const remove = useDeleteMediaType();
  const outcome = useOutcome();
  const [editing, setEditing] = useState<MediaType | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<MediaType | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [toggling, setToggling] = useState<number | null>(null);
  // Where focus goes once the deleted media type's buttons are gone.
  const listRef = useRef<HTMLUListElement>(null);
  const editName = editing?.name ?? '';
  const deleteName = deleting?.name ?? '';

  const toggle = async (mediaType: MediaType) => {
    const name = mediaType.name;
    setToggling(mediaType.id);
    try {
      await outcome.run(() => save.mutateAsync({ id: mediaType.id, input: { ...inputOf(mediaType), enabled: !mediaType.enabled } }), {
        success: mediaType.enabled ? t`${name} is hidden from customers.` : t`${name} is offered to customers.`,
        rethrowValidation: false,
      });
    } finally {
      setToggling(null);
    }
  };

  return (
    <div className={styles.stack}>
      <Card title={t`Media types`} description={t`What customers choose from when they request a title, and which library map each follows.`}>
        <Section
          query={mediaTypes}
          loading={t`Loading the media types`}
          error={t`The media types could not be loaded`}
          empty={(list) => list.length === 0}
          emptyState={{ title: t`No media types yet`, description: t`Add one below: customers can request nothing until there is one.` }}
        >
          {(list) => (
            <ListCardList ref={listRef} tabIndex={-1} aria-label={t`Media types`}>
              {list.map((mediaType) => (
                <MediaTypeItem
                  key={mediaType.id}
                  mediaType={mediaType}
                  toggling={toggling === mediaType.id}
                  onEdit={() => {
                    setEditing(mediaType);
                    setEditOpen(true);
                  }}
                  onToggle={() => void toggle(mediaType)}
                  onDelete={() => {
                    setDeleting(mediaType);
                    setDeleteOpen(true);
                  }}
                />
              ))}
            </ListCardList>
          )}
        </Section>
      </Card>
      <AddMediaType />
      <Dialog.Root open={editOpen} onOpenChange={setEditOpen}>
        <Dialog.Content title={t`Edit ${editName}`} description={t`Customers see the change in the request lounge at once.`}>
          {editing ? (
            <MediaTypeForm
              key={editing.id}
              label={t`Edit ${editName}`}
              mediaType={editing}
              onSave={async (input) => {
                const answer = await outcome.run(() => save.mutateAsync({ id: editing.id, input }), { success: t`The media type has been saved.` });
                if (answer) setEditOpen(false);
              }}
              actions={
                <>
                  <Dialog.Close asChild>
                    <Button variant="secondary">
                      <Trans>Cancel</Trans>
                    </Button>
                  </Dialog.Close>
                  <SubmitButton>
                    <Trans>Save media type</Trans>
                  </SubmitButton>
                </>
              }
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Root>
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={t`Delete ${deleteName}?`}
        description={t`Customers can no longer request titles as ${deleteName}. Requests already made under it stay.`}
        confirmLabel={t`Delete media type`}
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const answer = await remove.mutateAsync(deleting.id);
            outcome.show({ ...poof(answer.message, t`The media type has been deleted.`), returnFocus: () => listRef.current });
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </div>
  );
}
