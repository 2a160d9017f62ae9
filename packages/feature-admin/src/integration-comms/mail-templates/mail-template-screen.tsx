import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { TextAreaField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useMailTemplate } from '../api/get-mail-template.ts';
import { useResetMailTemplate } from '../api/reset-mail-template.ts';
import { useSaveMailTemplate } from '../api/save-mail-template.ts';
import { useTestMailTemplate } from '../api/test-mail-template.ts';
import type { MailTemplate, MailTemplateInput } from '../api/types.ts';
import { previewBody, previewSubject, unknownVariables } from './render-template.ts';
import { TEMPLATE_NAMES } from './template-names.ts';
import * as styles from './mail-templates.css.ts';

type Values = { subject: string; body: string };

function validateTemplate(values: Values, template: MailTemplate): FormValidationErrors<Values> {
  const check = (value: string, empty: string) => {
    if (!value.trim()) return empty;
    const unknown = unknownVariables(value, template.variables)[0];
    const variable = `{{ ${unknown ?? ''} }}`;
    return unknown ? translate`${variable} is not a variable of this template.` : undefined;
  };
  return {
    subject: check(text(values.subject), translate`Enter a subject.`),
    body: check(text(values.body), translate`Enter the body of the mail.`),
  };
}

function Preview({ draft, template }: { draft: MailTemplateInput; template: MailTemplate }) {
  const { t } = useLingui();
  // Typing stays quick in a long body: the preview follows a moment behind.
  const deferred = useDeferredValue(draft);
  return (
    <Card title={t`Preview`} description={t`Rendered with sample data, as it updates while you type.`}>
      <Stack gap="sm">
        <p className={styles.previewSubject}>
          <Trans>Subject:</Trans> <span>{previewSubject(deferred.subject, template.variables)}</span>
        </p>
        <div role="document" aria-label={t`Preview of the mail`} className={styles.previewFrame} dangerouslySetInnerHTML={{ __html: previewBody(deferred.body, template.variables) }} />
      </Stack>
    </Card>
  );
}

function Variables({ template }: { template: MailTemplate }) {
  const { t } = useLingui();
  const example = '{{ name }}';
  return (
    <Card title={t`Variables`} description={t`Write a variable in the subject or the body as ${example}; the sample is what the preview and the test mail use.`}>
      {template.variables.length === 0 ? (
        <p className={styles.muted}>
          <Trans>This template has no variables.</Trans>
        </p>
      ) : (
        <ul className={styles.variables} aria-label={t`Variables of this template`}>
          {template.variables.map((variable) => (
            <li key={variable.name} className={styles.variable}>
              <code className={styles.code}>{`{{ ${variable.name} }}`}</code>
              {variable.description ? <span>{variable.description}</span> : null}
              {variable.sample ? <span className={styles.muted}>{t`Sample: ${variable.sample}`}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Editor({ template }: { template: MailTemplate }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const save = useSaveMailTemplate();
  const reset = useResetMailTemplate();
  const test = useTestMailTemplate();
  const [draft, setDraft] = useState<MailTemplateInput>({ subject: template.subject, body: template.body });
  const [confirmReset, setConfirmReset] = useState(false);
  // The fields are the form's own; after a reset they start again from the default the answer
  // brought (the query's copy reaches this component a moment later).
  const [version, setVersion] = useState(0);
  const [base, setBase] = useState<MailTemplateInput>({ subject: template.subject, body: template.body });
  const known = TEMPLATE_NAMES[template.key];
  const name = known ? t(known.name) : template.name;

  const readDraft = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    setDraft({ subject: String(data.get('subject') ?? ''), body: String(data.get('body') ?? '') });
  };

  const sendTest = async () => {
    const errors = validateTemplate(draft, template);
    const problem = errors.subject ?? errors.body;
    if (problem) {
      outcome.failed(new Error(problem));
      return;
    }
    await outcome.run(() => test.mutateAsync({ key: template.key, ...draft }), { success: t`The test mail has been sent.`, rethrowValidation: false });
  };

  return (
    <Stack gap="lg">
      <Card
        title={name}
        description={known ? t(known.description) : template.description}
        actions={template.customized ? <Badge tone="info"><Trans>Changed</Trans></Badge> : <Badge><Trans>Default</Trans></Badge>}
      >
        <Form<Values>
          key={version}
          aria-label={t`Edit the ${name} template`}
          onInput={readDraft}
          validate={(values) => validateTemplate(values, template)}
          onSubmit={(values) =>
            outcome.run(() => save.mutateAsync({ key: template.key, subject: text(values.subject), body: text(values.body) }), { success: t`The mail template has been saved.` })
          }
        >
          <Stack gap="md">
            <FormError />
            <TextField label={t`Subject`} name="subject" defaultValue={base.subject} maxLength={200} required autoComplete="off" />
            <TextAreaField label={t`Body (HTML)`} name="body" defaultValue={base.body} rows={14} required textAreaClassName={styles.body} spellCheck={false} />
            {template.updated_at ? (
              <p className={styles.muted}>
                <Trans>Last saved {formatDateTime(template.updated_at)}</Trans>
              </p>
            ) : null}
            <div className={styles.actions}>
              <SubmitButton>
                <Trans>Save template</Trans>
              </SubmitButton>
              <Button type="button" variant="secondary" loading={test.isPending} onClick={() => void sendTest()}>
                <Trans>Send a test mail</Trans>
              </Button>
              <Button type="button" variant="ghost" onClick={() => setConfirmReset(true)}>
                <Trans>Reset to default</Trans>
              </Button>
            </div>
            <p className={styles.muted}>
              <Trans>The test mail goes to your own address, with the sample data in place of the variables.</Trans>
            </p>
          </Stack>
        </Form>
      </Card>
      <div className={styles.editor}>
        <Preview draft={draft} template={template} />
        <Variables template={template} />
      </div>
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t`Reset the ${name} template?`}
        description={t`The subject and body go back to the platform's default. What was changed here is lost.`}
        confirmLabel={t`Reset to default`}
        tone="danger"
        onConfirm={async () => {
          try {
            const answer = await reset.mutateAsync(template.key);
            setDraft({ subject: answer.data.subject, body: answer.data.body });
            setBase({ subject: answer.data.subject, body: answer.data.body });
            setVersion((current) => current + 1);
            outcome.done(answer.message, t`The mail template has been reset to its default.`);
          } catch (error) {
            setConfirmReset(false);
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </Stack>
  );
}

/** `/app/admin/integrations/mail/templates/{template}`: a template's subject and body, a live preview, a test send. */
export default function MailTemplateScreen() {
  const { t } = useLingui();
  const key = useParams().template ?? '';
  const template = useMailTemplate(key);
  return (
    <Stack gap="lg">
      <p>
        <TextLink asChild>
          <Link to="/admin/integrations/mail">
            <Trans>Back to the mail settings</Trans>
          </Link>
        </TextLink>
      </p>
      <Section query={template} headingLevel={2} loading={t`Loading the mail template`} error={t`The mail template could not be loaded`}>
        {(data) => <Editor key={data.key} template={data} />}
      </Section>
    </Stack>
  );
}
