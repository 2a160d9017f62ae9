import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Link } from 'react-router';
import { useNode } from '../api/get-node.ts';
import { useUpdateNode } from '../api/update-node.ts';
import { useNodeId } from '../shared/use-node-id.ts';
import { nodePath } from '../shared/labels.ts';
import { NodeForm } from '../shared/node-form.tsx';

function EditForm({ id }: { id: number }) {
  const { t } = useLingui();
  const node = useNode(id);
  const update = useUpdateNode(id);
  const outcome = useOutcome();
  if (!node.data) return null;
  return (
    <Card title={t`Settings`} description={t`How the platform reaches the node, and how many media servers it may host.`}>
      <NodeForm
        node={node.data}
        submitLabel={t`Save node`}
        // A 422 goes back to the form, which shows it next to its fields and keeps what was typed.
        onSubmit={(input) => outcome.run(() => update.mutateAsync(input), { success: t`The node has been updated` })}
        secondary={
          <Button variant="secondary" asChild>
            <Link to={nodePath(id)}>
              <Trans>Cancel</Trans>
            </Link>
          </Button>
        }
      />
      {outcome.dialog}
    </Card>
  );
}

/** `/app/admin/nodes/:node/edit`: the node's settings form. */
export default function EditNodeScreen() {
  const id = useNodeId();
  return id === null ? null : <EditForm id={id} />;
}
