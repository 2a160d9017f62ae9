import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { isValidationFailure, outcomeFromAnswer, useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useCreateAutomation } from '../api/create-automation.ts';
import { automationQuery } from '../api/get-automation.ts';
import { catalogueQuery, useCatalogue } from '../api/get-catalogue.ts';
import type { AutomationCatalogue, AutomationDetail, AutomationInput, AutomationRun } from '../api/types.ts';
import { useUpdateAutomation } from '../api/update-automation.ts';
import { AutomationForm } from './automation-form.tsx';
import * as styles from './automation-screen.css.ts';
import { draftOf, emptyDraft } from './draft.ts';

const LIST = '/admin/integrations/automations';

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={LIST}>
        <Trans>All automations</Trans>
      </Link>
    </Button>
  );
}

function NewAutomation({ catalogue }: { catalogue: AutomationCatalogue }) {
  const { t } = useLingui();
  const create = useCreateAutomation();
  const outcome = useOutcome();
  const navigate = useNavigate();
  const save = async (input: AutomationInput) => {
    try {
      const answer = await create.mutateAsync(input);
      outcome.show({ ...outcomeFromAnswer(answer, t`The automation has been created.`), onClose: () => void navigate(LIST) });
    } catch (error) {
      if (isValidationFailure(error)) throw error;
      outcome.failed(error);
    }
  };
  return (
    <>
      <AutomationForm catalogue={catalogue} initial={emptyDraft()} submitLabel={t`Create automation`} onSave={save} />
      {outcome.dialog}
    </>
  );
}

function Runs({ runs }: { runs: AutomationRun[] }) {
  const { t } = useLingui();
  if (runs.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>It has not run yet.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.runs} aria-label={t`Recent runs`}>
      {runs.map((run) => (
        <li key={run.id} className={styles.run}>
          <Badge tone={run.success ? 'success' : 'danger'}>{run.success ? t`Succeeded` : t`Failed`}</Badge>
          <time dateTime={run.ran_at} title={formatDateTime(run.ran_at)}>
            {formatRelativeTime(run.ran_at)}
          </time>
          {run.subject ? <span>{run.subject}</span> : null}
          {run.message ? <span className={styles.muted}>{run.message}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function EditAutomation({ catalogue, automation }: { catalogue: AutomationCatalogue; automation: AutomationDetail }) {
  const { t } = useLingui();
  const update = useUpdateAutomation();
  const outcome = useOutcome();
  const runs = automation.runs ?? [];
  const total = automation.runs_count ?? runs.length;
  return (
    <>
      <AutomationForm
        key={automation.id}
        catalogue={catalogue}
        initial={draftOf(automation)}
        submitLabel={t`Save automation`}
        onSave={(input) => outcome.run(() => update.mutateAsync({ id: automation.id, input }), { success: t`The automation has been saved.` })}
      />
      <section className={styles.runsSection} aria-labelledby="automation-runs-heading">
        <h3 id="automation-runs-heading" className={styles.runsHeading}>
          <Trans>Recent runs</Trans>
        </h3>
        <p className={styles.muted}>
          <Plural value={total} one="# run in all" other="# runs in all" />
        </p>
        <Runs runs={runs} />
      </section>
      {outcome.dialog}
    </>
  );
}

/** `/app/admin/integrations/automations/new`: a new automation. */
export function NewAutomationScreen() {
  const { t } = useLingui();
  const catalogue = useCatalogue();
  return (
    <Card title={t`New automation`} description={t`Choose what starts it, when it applies and what it does. The sentence above the form says it back.`} actions={<BackLink />}>
      <Section query={catalogue} loading={t`Loading what automations can do`} error={t`What automations can do could not be loaded`}>
        {(data) => <NewAutomation catalogue={data} />}
      </Section>
    </Card>
  );
}

/** `/app/admin/integrations/automations/{automation}`: one automation, edited, with its recent runs. */
export function EditAutomationScreen() {
  const { t } = useLingui();
  const id = Number(useParams().automation);
  const valid = Number.isInteger(id) && id > 0;
  const [catalogue, automation] = useQueries({ queries: [catalogueQuery(), { ...automationQuery(valid ? id : 0), enabled: valid }] });
  const both = {
    isPending: catalogue.isPending || automation.isPending,
    isError: catalogue.isError || automation.isError,
    error: catalogue.error ?? automation.error,
    data: catalogue.data && automation.data ? { catalogue: catalogue.data, automation: automation.data } : undefined,
    refetch: () => Promise.all([catalogue.refetch(), automation.refetch()]),
  };
  if (!valid) {
    return (
      <Card title={t`Automation not found`}>
        <EmptyState title={t`There is no such automation.`} action={<BackLink />} />
      </Card>
    );
  }
  return (
    <Card title={automation.data?.name ?? t`Automation`} description={t`Edit what starts it, when it applies and what it does.`} actions={<BackLink />}>
      <Section query={both} loading={t`Loading the automation`} error={t`The automation could not be loaded`}>
        {(data) => <EditAutomation catalogue={data.catalogue} automation={data.automation} />}
      </Section>
    </Card>
  );
}

/** Both addresses share this module: the route of `new` has no `automation` parameter. */
export default function AutomationScreen() {
  return useParams().automation === undefined ? <NewAutomationScreen /> : <EditAutomationScreen />;
}
