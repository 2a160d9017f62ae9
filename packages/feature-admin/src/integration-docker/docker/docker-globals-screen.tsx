import { useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useState } from 'react';
import { useDockerGlobals } from '../api/get-globals.ts';
import { useSaveDockerGlobals } from '../api/save-globals.ts';
import type { DockerVariable } from '../api/types.ts';
import * as styles from '../shared/docker.css.ts';
import { KeyValueRows, pairErrors, pairsFrom } from '../shared/key-value-rows.tsx';

const PREFIX = 'variables';

function GlobalsForm({ variables }: { variables: DockerVariable[] }) {
  const { t } = useLingui();
  const save = useSaveDockerGlobals();
  const outcome = useOutcome();
  // A new list after a save: the rows start again from what the server kept.
  const [version, setVersion] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    const { pairs } = pairsFrom(values, PREFIX);
    const answer = await outcome.run(() => save.mutateAsync(pairs), {
      success: t`The global docker variables have been saved. Running servers pick them up on their next restart.`,
    });
    if (answer) setVersion((current) => current + 1);
  };

  return (
    <Card
      title={t`Global docker variables`}
      description={t`Every media server's container is started with these environment variables, on every node.`}
    >
      <Form<Record<string, unknown>> key={version} aria-label={t`Global docker variables`} validate={(values) => pairErrors(values, PREFIX)} onSubmit={submit}>
        <div className={styles.stack}>
          <FormError />
          <KeyValueRows
            prefix={PREFIX}
            initial={variables}
            legend={t`Variables`}
            description={t`Keys are written like environment variables: upper-case letters, digits and underscores, each key once.`}
            addLabel={t`Add a variable`}
            emptyText={t`No global variables yet: containers start with their image's defaults.`}
          />
          <Alert tone="info">{t`Running servers pick up changes on their next restart; new servers start with them.`}</Alert>
          <div className={styles.footer}>
            <SubmitButton>{t`Save variables`}</SubmitButton>
          </div>
        </div>
      </Form>
      {outcome.dialog}
    </Card>
  );
}

/** `/app/admin/integrations/docker`: the global docker variables, edited as key/value rows and saved as one list. */
export default function DockerGlobalsScreen() {
  const { t } = useLingui();
  const globals = useDockerGlobals();
  return (
    <Section query={globals} headingLevel={2} loading={t`Loading the global docker variables`} error={t`The global docker variables could not be loaded`}>
      {(data) => <GlobalsForm variables={data} />}
    </Section>
  );
}
