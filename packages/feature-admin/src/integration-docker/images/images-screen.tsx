import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { Dialog } from '@portal/ui-kit/dialog';
import { TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, text } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardList, ListCardSkeleton, ListCardTitle } from '@portal/ui-kit/list-card';
import { useOutcome, type OutcomeControls } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDockerImages } from '../api/get-images.ts';
import { useCheckDockerImage, usePullDockerImage, useUpdateDockerImageTag } from '../api/image-actions.ts';
import type { DockerImage } from '../api/types.ts';
import * as styles from '../shared/docker.css.ts';

const IMAGE_TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

function tagError(value: unknown): string | undefined {
  const tag = text(String(value ?? ''));
  if (!tag) return translate`Enter a tag, like latest.`;
  return IMAGE_TAG.test(tag) ? undefined : translate`Use letters, digits, dots, dashes and underscores, like 10.10.3.`;
}

interface ImageItemProps {
  image: DockerImage;
  nodeCount: number | null;
  outcome: OutcomeControls;
  onChangeTag: (image: DockerImage) => void;
}

function ImageItem({ image, nodeCount, outcome, onChangeTag }: ImageItemProps) {
  const { t } = useLingui();
  const check = useCheckDockerImage();
  const pull = usePullDockerImage();
  const name = image.name;
  const pulled = image.nodes_pulled ?? null;
  const checked = image.checked_at ? formatDateTime(image.checked_at) : null;
  const latest = image.latest_tag ?? null;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle>{name}</ListCardTitle>
        <code className={styles.mono}>
          {image.repository}:{image.tag}
        </code>
        <dl className={styles.facts}>
          <dt className={styles.factTerm}>{t`Deployments use`}</dt>
          <dd className={styles.factValue}>{image.tag}</dd>
          <dt className={styles.factTerm}>{t`Newest tag seen`}</dt>
          <dd className={styles.factValue}>{latest ?? t`Not checked yet`}</dd>
          <dt className={styles.factTerm}>{t`Pulled on`}</dt>
          <dd className={styles.factValue}>
            {pulled === null ? t`Unknown` : nodeCount === null ? t`${pulled} nodes` : t`${pulled} of ${nodeCount} nodes`}
          </dd>
          {checked ? (
            <>
              <dt className={styles.factTerm}>{t`Last check`}</dt>
              <dd className={styles.factValue}>{checked}</dd>
            </>
          ) : null}
        </dl>
        {image.service_id ? (
          <Link to={`/admin/integrations/docker-services/${image.service_id}`} className={styles.muted}>
            {t`Settings of ${name}`}
          </Link>
        ) : null}
      </div>
      <div className={styles.stack}>
        <div className={styles.badges}>
          {image.kind === 'service' ? <Badge>{t`Docker service`}</Badge> : <Badge tone="info">{t`Media server`}</Badge>}
          {image.update_available ? <Badge tone="warning">{t`Update available`}</Badge> : null}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => onChangeTag(image)}>
            <Trans>Change tag</Trans>
            <VisuallyHidden> ({name})</VisuallyHidden>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={check.isPending}
            onClick={() => void outcome.run(() => check.mutateAsync(image.id), { success: t`The check is done.` })}
          >
            <Trans>Check for updates</Trans>
            <VisuallyHidden> ({name})</VisuallyHidden>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={pull.isPending}
            onClick={() => void outcome.run(() => pull.mutateAsync(image.id), { success: t`The image is being pulled on every node.` })}
          >
            <Trans>Pull on every node</Trans>
            <VisuallyHidden> ({name})</VisuallyHidden>
          </Button>
        </div>
      </div>
    </ListCard>
  );
}

function ChangeTagDialog({ image, outcome, onClose }: { image: DockerImage | null; outcome: OutcomeControls; onClose: () => void }) {
  const { t } = useLingui();
  const update = useUpdateDockerImageTag();
  const name = image?.name ?? '';
  return (
    <Dialog.Root open={image !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
        {image ? (
          <Dialog.Content
            title={t`Change the tag of ${name}`}
            description={image.kind === 'service' ? t`Servers start the service at this tag from their next restart.` : t`New ${name} servers are deployed at this tag; running servers keep theirs until they are rebuilt.`}
          >
            <Form<{ tag: string }>
              aria-label={t`Change the tag of ${name}`}
              validate={(values) => ({ tag: tagError(values.tag) })}
              onSubmit={async (values) => {
                const answer = await outcome.run(() => update.mutateAsync({ id: image.id, tag: text(values.tag) }), { success: t`The tag has been changed.` });
                if (answer) onClose();
              }}
            >
              <div className={styles.stack}>
                <FormError />
                <TextField
                  label={t`Tag`}
                  name="tag"
                  required
                  defaultValue={image.tag}
                  autoComplete="off"
                  spellCheck={false}
                  inputClassName={styles.mono}
                  description={image.latest_tag ? t`The newest tag seen is ${image.latest_tag}.` : undefined}
                />
                <Dialog.Footer>
                  <Dialog.Close asChild>
                    <Button variant="secondary">
                      <Trans>Cancel</Trans>
                    </Button>
                  </Dialog.Close>
                  <SubmitButton>
                    <Trans>Save tag</Trans>
                  </SubmitButton>
                </Dialog.Footer>
              </div>
            </Form>
          </Dialog.Content>
        ) : null}
    </Dialog.Root>
  );
}

/** `/app/admin/integrations/images`: the images deployments use per server type and service, with their tags and pulls. */
export default function DockerImagesScreen() {
  const { t } = useLingui();
  const images = useDockerImages();
  const [editing, setEditing] = useState<DockerImage | null>(null);
  const outcome = useOutcome();
  return (
    <Card
      title={t`Images`}
      description={t`The Docker images deployments use: the tag they run, the newest tag the registry had at the last check and how many nodes hold the image already.`}
    >
      <Section
        query={images}
        loading={
          <ListCardList aria-label={t`Loading the images`} aria-busy="true">
            {[0, 1, 2].map((item) => (
              <ListCardSkeleton key={item} lines={['40%', '70%']} />
            ))}
          </ListCardList>
        }
        error={t`The images could not be loaded`}
        empty={(data) => data.images.length === 0}
        emptyState={{ title: t`No images yet`, description: t`Images show up here once a server type or a docker service uses one.` }}
      >
        {(data) => (
          <ListCardList aria-label={t`Images`}>
            {data.images.map((image) => (
              <ImageItem key={image.id} image={image} nodeCount={data.nodeCount} outcome={outcome} onChangeTag={setEditing} />
            ))}
          </ListCardList>
        )}
      </Section>
      <ChangeTagDialog image={editing} outcome={outcome} onClose={() => setEditing(null)} />
      {outcome.dialog}
    </Card>
  );
}
