import { t as translate } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatBytes, formatDate, formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { poof, useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDeleteNodeImage } from '../api/delete-node-image.ts';
import { useNodeImages } from '../api/get-node-images.ts';
import { usePullNodeImage } from '../api/pull-node-image.ts';
import type { NodeImage } from '../api/types.ts';
import * as styles from '../shared/node-pages.css.ts';
import { useRouteIds } from '../shared/route-ids.ts';

/** The API's limit for an image reference. */
const IMAGE_MAX = 255;

interface PullValues {
  image?: string;
}

function validate(values: PullValues): FormValidationErrors<PullValues> {
  const image = values.image?.trim() ?? '';
  const max = IMAGE_MAX;
  return {
    image: !image ? translate`Enter the image to pull.` : image.length > IMAGE_MAX ? translate`Keep the image to ${max} characters.` : /\s/.test(image) ? translate`An image has no spaces.` : undefined,
  };
}

const referenceOf = (image: NodeImage): string => `${image.repository}:${image.tag}`;

function PullForm({ nodeId }: { nodeId: number }) {
  const { t } = useLingui();
  const pull = usePullNodeImage(nodeId);
  const outcome = useOutcome();
  // A new form once the image is on the node, so the next one starts empty.
  const [round, setRound] = useState(0);
  return (
    <Card title={t`Pull an image`} description={t`Docker fetches the image from its registry onto this node, or says it is up to date.`}>
      <Form<PullValues>
        key={round}
        aria-label={t`Pull an image`}
        validate={validate}
        onSubmit={async (values) => {
          const answer = await outcome.run(() => pull.mutateAsync(values.image?.trim() ?? ''), { success: t`The image has been pulled.` });
          if (answer) setRound((current) => current + 1);
        }}
      >
        <div className={styles.stack}>
          <FormError />
          <div className={styles.inlineForm}>
            <TextField
              name="image"
              label={t`Image`}
              description={t`Repository and tag as Docker reads them, e.g. lscr.io/linuxserver/plex:latest; without a tag, latest.`}
              required
              maxLength={IMAGE_MAX}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
            <SubmitButton>
              <Trans>Pull</Trans>
            </SubmitButton>
          </div>
        </div>
      </Form>
      {outcome.dialog}
    </Card>
  );
}

function ImageItem({ image, nodeId, onRemove }: { image: NodeImage; nodeId: number; onRemove: () => void }) {
  const { t } = useLingui();
  const reference = referenceOf(image);
  const size = formatBytes(image.size_bytes);
  const built = formatDate(image.created_at);
  const pulled = image.pulled_at ? formatRelativeTime(image.pulled_at) : null;
  const usedBy = image.containers.length;
  const used = usedBy > 0;
  const imageId = image.image_id;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle level={3} className={styles.code}>
          {/* Repository and tag stay apart: each is the answer's own value. */}
          {image.repository}:{image.tag}
        </ListCardTitle>
        <ul className={styles.facts} aria-label={t`About ${reference}`}>
          {imageId ? (
            <li>
              <Trans>
                ID <code className={styles.code}>{imageId}</code>
              </Trans>
            </li>
          ) : null}
          <li>{size}</li>
          <li>
            <Trans>
              Built <time dateTime={image.created_at}>{built}</time>
            </Trans>
          </li>
          {image.pulled_at ? (
            <li>
              <Trans>
                Pulled{' '}
                <time dateTime={image.pulled_at} title={formatDateTime(image.pulled_at)}>
                  {pulled}
                </time>
              </Trans>
            </li>
          ) : null}
        </ul>
        {used ? (
          <div className={styles.facts}>
            <span>
              <Trans>Used by</Trans>
            </span>
            <ul className={styles.chips} aria-label={t`Containers using ${reference}`}>
              {image.containers.map((container) => (
                <li key={container.id}>
                  <TextLink asChild>
                    <Link to={`/admin/nodes/${nodeId}/container/${container.id}`}>{container.name}</Link>
                  </TextLink>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className={styles.itemText}>
            <Trans>No container uses it.</Trans>
          </p>
        )}
      </div>
      <div className={styles.itemSide}>
        {used ? (
          <Badge tone="success">
            <Plural value={usedBy} one="In use by # container" other="In use by # containers" />
          </Badge>
        ) : (
          <>
            <Badge tone="neutral">
              <Trans>Unused</Trans>
            </Badge>
            <Button variant="danger" size="sm" onClick={onRemove} aria-label={t`Remove ${reference}`}>
              <Trans>Remove</Trans>
            </Button>
          </>
        )}
      </div>
    </ListCard>
  );
}

function ImageSummary({ images }: { images: NodeImage[] }) {
  const total = formatBytes(images.reduce((sum, image) => sum + image.size_bytes, 0));
  const unused = images.filter((image) => image.containers.length === 0);
  const unusedSize = formatBytes(unused.reduce((sum, image) => sum + image.size_bytes, 0));
  const count = images.length;
  const unusedCount = unused.length;
  return (
    <p className={styles.itemText}>
      <Plural value={count} one={`# image, ${total} in all.`} other={`# images, ${total} in all.`} />{' '}
      {unusedCount > 0 ? <Plural value={unusedCount} one={`# is not used by any container (${unusedSize}).`} other={`# are not used by any container (${unusedSize}).`} /> : null}
    </p>
  );
}

/** `/app/admin/nodes/:node/images`: the Docker images on the node, the containers that use them, pulling one and removing an unused one. */
export default function ImagesScreen() {
  const { t } = useLingui();
  const { nodeId } = useRouteIds();
  const images = useNodeImages(nodeId);
  const remove = useDeleteNodeImage(nodeId);
  const outcome = useOutcome();
  // The dialog keeps its image while it closes, so its text does not vanish mid-animation.
  const [removing, setRemoving] = useState<NodeImage | null>(null);
  const [open, setOpen] = useState(false);
  // Where focus goes once the removed image's button is gone.
  const listRef = useRef<HTMLUListElement>(null);
  const reference = removing ? referenceOf(removing) : '';

  return (
    <div className={styles.stack}>
      <Card title={t`Images on this node`} description={t`The Docker images the node holds. One no container uses can be removed to free space.`}>
        <Section
          query={images}
          loading={t`Loading the images`}
          error={t`The images could not be loaded`}
          empty={(list) => list.length === 0}
          emptyState={{ title: t`No images on this node`, description: t`Pull an image below, or deploy a server here.` }}
        >
          {(list) => (
            <div className={styles.stack}>
              <ImageSummary images={list} />
              <ListCardList ref={listRef} tabIndex={-1} aria-label={t`Images`}>
                {list.map((image) => (
                  <ImageItem
                    key={image.id}
                    image={image}
                    nodeId={nodeId}
                    onRemove={() => {
                      setRemoving(image);
                      setOpen(true);
                    }}
                  />
                ))}
              </ListCardList>
            </div>
          )}
        </Section>
      </Card>
      <PullForm nodeId={nodeId} />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Remove ${reference} from this node?`}
        description={t`Docker deletes the image from the node. To use it again, pull it again.`}
        confirmLabel={t`Remove image`}
        tone="danger"
        onConfirm={async () => {
          if (!removing) return;
          try {
            const answer = await remove.mutateAsync(removing.id);
            outcome.show({ ...poof(answer.message, t`The image has been removed.`), returnFocus: () => listRef.current });
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </div>
  );
}
