import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { Card, Page } from '@portal/ui-kit/layout';
import { done, isValidationFailure, useOutcome } from '@portal/ui-kit/outcome';
import { Link, useNavigate } from 'react-router';
import { useCreateNode } from '../api/create-node.ts';
import { BackToNodes } from '../shared/back-to-nodes.tsx';
import { nodePath } from '../shared/labels.ts';
import { NodeForm } from '../shared/node-form.tsx';

/** `/app/admin/nodes/create`: adds a node, then opens its page. */
export default function CreateNodeScreen() {
  const { t } = useLingui();
  const create = useCreateNode();
  const navigate = useNavigate();
  const outcome = useOutcome();
  return (
    <Page title={t`Add a node`} description={t`A machine the platform can deploy media servers onto. Its containers are set up once it answers over SSH.`} breadcrumbs={<BackToNodes />}>
      <Card title={t`The node`}>
        <NodeForm
          submitLabel={t`Add node`}
          onSubmit={async (input) => {
            try {
              const answer = await create.mutateAsync(input);
              // Acknowledged here, then on to the new node's page.
              outcome.show({ ...done(answer.message, t`The node has been created`), onClose: () => void navigate(nodePath(answer.data.id)) });
            } catch (error) {
              // A 422 goes back to the form, which shows it next to its fields and keeps what was typed.
              if (isValidationFailure(error)) throw error;
              outcome.failed(error);
            }
          }}
          secondary={
            <Button variant="secondary" asChild>
              <Link to="/admin/nodes">
                <Trans>Cancel</Trans>
              </Link>
            </Button>
          }
        />
      </Card>
      {outcome.dialog}
    </Page>
  );
}
