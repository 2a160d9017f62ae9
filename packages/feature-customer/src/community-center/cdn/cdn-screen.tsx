import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CommunityCdn } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { Form, FormError, SubmitButton, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useCommunityCdn } from '../api/get-cdn.ts';
import { useSetCdnPreference } from '../api/set-cdn-preference.ts';
import * as styles from '../community.css.ts';
import { SectionLoading } from '@portal/ui-kit/section';
import { AUTOMATIC, NodeChoices } from './node-choices.tsx';

interface PreferenceValues {
  node_id?: string;
}

function validatePreference(values: PreferenceValues): FormValidationErrors<PreferenceValues> {
  return { node_id: values.node_id ? undefined : t`Choose a node, or let the platform choose.` };
}

function preferredNodeGone(cdn: CommunityCdn): string | null {
  const node = cdn.nodes.find((candidate) => candidate.id === cdn.preferred_node_id);
  return node?.status === 'offline' ? node.name : null;
}

/** `/app/community-center/cdn`: the community CDN's nodes, their load, and the node the user's streams prefer. */
export default function CdnScreen() {
  const { t } = useLingui();
  const cdn = useCommunityCdn();
  const save = useSetCdnPreference();
  const outcome = useOutcome();

  if (cdn.isPending) return <SectionLoading label={t`Loading the community CDN`} />;
  if (cdn.isError) {
    return <ErrorState title={t`The community CDN could not be loaded`} error={cdn.error} onRetry={() => void cdn.refetch()} />;
  }

  const data = cdn.data;
  const offlinePreferred = preferredNodeGone(data);
  const online = data.nodes.filter((node) => node.status !== 'offline').length;
  const total = data.nodes.length;
  const measuredAt = formatDateTime(data.measured_at);

  return (
    <Stack gap="xl">
      <Card
        title={t`Community CDN`}
        description={t`Streams from your servers can go through the community’s CDN nodes, so viewers far away buffer less. Prefer the node closest to most of your viewers, or let the platform pick one for each stream.`}
        actions={
          <Button variant="secondary" size="sm" loading={cdn.isFetching} onClick={() => void cdn.refetch()}>
            <Trans>Refresh</Trans>
          </Button>
        }
      >
        {data.nodes.length === 0 ? (
          <EmptyState headingLevel={3} title={t`No CDN nodes yet`} description={t`The community CDN has no nodes at the moment; your streams go straight from your servers.`} />
        ) : (
          <Form<PreferenceValues>
            aria-label={t`Preferred CDN node`}
            validate={validatePreference}
            onSubmit={async (values) => {
              const choice = values.node_id === AUTOMATIC || values.node_id === undefined ? null : Number(values.node_id);
              const answer = await save.mutateAsync(choice);
              outcome.done(answer.message, t`Your CDN preference has been saved.`);
            }}
          >
            <Stack gap="md">
              <p className={styles.counter}>{t`${online} of ${total} nodes online · measured ${measuredAt}`}</p>
              {offlinePreferred ? (
                <Alert tone="warning" title={t`${offlinePreferred} is offline`}>
                  <Trans>Your streams go through other nodes until it is back. Choose another node, or let the platform choose.</Trans>
                </Alert>
              ) : null}
              <NodeChoices cdn={data} />
              <FormError />
              <div className={styles.formActions}>
                <SubmitButton>
                  <Trans>Save preference</Trans>
                </SubmitButton>
              </div>
            </Stack>
          </Form>
        )}
      </Card>
      {outcome.dialog}
    </Stack>
  );
}
