import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { CheckboxField, FieldError, SwitchField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { defaultMapError, Form, FormError, SubmitButton, text, useFormState } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { failureMessage, isValidationFailure, outcomeFromAnswer, poof, useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDeleteDockerService } from '../api/delete-service.ts';
import { useDockerService } from '../api/get-service.ts';
import { useCreateDockerService, useUpdateDockerService } from '../api/save-service.ts';
import type { DockerService, DockerServiceInput, ServerType } from '../api/types.ts';
import * as styles from '../shared/docker.css.ts';
import { KeyValueRows, pairErrors, pairsFrom } from '../shared/key-value-rows.tsx';
import { SERVER_TYPES, serverTypeName } from '../shared/server-types.ts';

const LIST = '/admin/integrations/docker-services';
const REPOSITORY =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?\/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*$/;
const IMAGE_TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const PORT = /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}:)?\d{1,5}:)?\d{1,5}(?:\/(?:tcp|udp))?$/;
const VOLUME = /^(?:\/[^\s:]*|[A-Za-z0-9][A-Za-z0-9_.-]*):\/[^\s:]*(?::(?:ro|rw|shared|slave|z|Z|cached|delegated)(?:,(?:ro|rw|shared|slave|z|Z))*)?$/;

type Values = Record<string, unknown>;

const lines = (value: unknown): string[] =>
  String(value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const typeField = (type: ServerType) => `type_${type}`;

function inputOf(values: Values): DockerServiceInput {
  const description = text(String(values.description ?? ''));
  return {
    name: text(String(values.name ?? '')),
    image: text(String(values.image ?? '')),
    tag: text(String(values.tag ?? '')),
    description: description || null,
    server_types: SERVER_TYPES.filter((type) => values[typeField(type)] === true),
    env: pairsFrom(values, 'env').pairs,
    ports: lines(values.ports),
    volumes: lines(values.volumes),
    enabled: values.enabled === true,
  };
}

function lineError(values: string[], pattern: RegExp, message: (line: number) => string): string | undefined {
  const index = values.findIndex((value) => !pattern.test(value));
  return index === -1 ? undefined : message(index + 1);
}

function validateService(values: Values): Record<string, string | undefined> {
  const input = inputOf(values);
  return {
    name: !input.name ? translate`Enter the service's name.` : input.name.length > 60 ? translate`Use at most 60 characters.` : undefined,
    image: !input.image ? translate`Enter the image's repository.` : REPOSITORY.test(input.image) ? undefined : translate`Enter the repository in lower case, without the tag, like ghcr.io/tautulli/tautulli.`,
    tag: !input.tag ? translate`Enter a tag, like latest.` : IMAGE_TAG.test(input.tag) ? undefined : translate`Use letters, digits, dots, dashes and underscores, like v2.15.0.`,
    description: (input.description?.length ?? 0) > 500 ? translate`Use at most 500 characters.` : undefined,
    server_types: input.server_types.length === 0 ? translate`Choose at least one server type.` : undefined,
    ports: lineError(input.ports, PORT, (line) => translate`Line ${line}: write a port as host:container, like 8181:8181 or 8181:8181/tcp.`),
    volumes: lineError(input.volumes, VOLUME, (line) => translate`Line ${line}: write a volume as source:target with absolute paths, like /opt/mediadock/tautulli:/config.`),
    ...pairErrors(values, 'env'),
  };
}

/** The API names a port or volume by its line (`ports.1`); the form shows one field for all of them. */
function mapServiceError(error: unknown) {
  const mapped = defaultMapError(error);
  if (!mapped.fields) return mapped;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(mapped.fields)) {
    const line = /^(ports|volumes)\.(\d+)$/.exec(name);
    if (!line) fields[name] = message;
    else {
      const field = line[1] ?? name;
      const number = Number(line[2]) + 1;
      fields[field] ??= translate`Line ${number}: ${message}`;
    }
  }
  return { ...mapped, fields };
}

/** The server types as one group: its error under the group, not under one box. */
function ServerTypesGroup({ service }: { service: DockerService | null }) {
  const { t } = useLingui();
  const error = useFormState().errors.server_types;
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t`Started beside`}</legend>
      {/* Lets the form find the group when an error names it. */}
      <input type="hidden" name="server_types" value="" />
      <div className={styles.choices}>
        {SERVER_TYPES.map((type) => (
          <CheckboxField key={type} label={serverTypeName(type)} name={typeField(type)} defaultChecked={service ? service.server_types.includes(type) : true} />
        ))}
      </div>
      <FieldError id={error ? errorId : undefined}>{error}</FieldError>
    </fieldset>
  );
}

function ServiceForm({ service }: { service: DockerService | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const outcome = useOutcome();
  const create = useCreateDockerService();
  const update = useUpdateDockerService();

  const submit = async (values: Values) => {
    const input = inputOf(values);
    if (service) {
      await outcome.run(() => update.mutateAsync({ id: service.id, input }), { success: t`The docker service has been saved.` });
      return;
    }
    // The new service's page opens once 'Done!' is read: this form's dialog goes with the form.
    try {
      const answer = await create.mutateAsync(input);
      outcome.show({ ...outcomeFromAnswer(answer, t`The docker service has been added.`), onClose: () => void navigate(`${LIST}/${answer.data.id}`, { replace: true }) });
    } catch (error) {
      if (isValidationFailure(error)) throw error;
      outcome.failed(error);
    }
  };

  return (
    <Form<Values> aria-label={service ? t`Edit ${service.name}` : t`New docker service`} validate={validateService} mapError={mapServiceError} onSubmit={submit}>
      <div className={styles.stack}>
        <FormError />
        <div className={styles.fieldGrid}>
          <TextField label={t`Name`} name="name" required defaultValue={service?.name ?? ''} autoComplete="off" maxLength={60} />
          <SwitchField label={t`Enabled`} name="enabled" defaultChecked={service?.enabled ?? true} description={t`Disabled services are not started.`} />
          <TextField
            label={t`Image`}
            name="image"
            required
            defaultValue={service?.image ?? ''}
            autoComplete="off"
            spellCheck={false}
            inputClassName={styles.mono}
            description={t`The repository without the tag, like ghcr.io/tautulli/tautulli.`}
          />
          <TextField label={t`Tag`} name="tag" required defaultValue={service?.tag ?? 'latest'} autoComplete="off" spellCheck={false} inputClassName={styles.mono} />
          <TextAreaField className={styles.wide} label={t`Description`} name="description" rows={2} defaultValue={service?.description ?? ''} />
        </div>
        <ServerTypesGroup service={service} />
        <KeyValueRows
          prefix="env"
          initial={service?.env ?? []}
          legend={t`Environment`}
          description={t`Added to the global docker variables; a key here wins over the same global key.`}
          addLabel={t`Add an environment variable`}
          emptyText={t`No variables of its own.`}
        />
        <div className={styles.fieldGrid}>
          <TextAreaField
            label={t`Ports`}
            name="ports"
            rows={3}
            defaultValue={(service?.ports ?? []).join('\n')}
            spellCheck={false}
            textAreaClassName={styles.mono}
            description={t`One a line, host:container, like 8181:8181/tcp.`}
          />
          <TextAreaField
            label={t`Volumes`}
            name="volumes"
            rows={3}
            defaultValue={(service?.volumes ?? []).join('\n')}
            spellCheck={false}
            textAreaClassName={styles.mono}
            description={t`One a line, source:target, like /opt/mediadock/tautulli:/config.`}
          />
        </div>
        <div className={styles.footer}>
          <Button asChild variant="secondary">
            <Link to={LIST}>{t`Back to the services`}</Link>
          </Button>
          <SubmitButton>{service ? t`Save service` : t`Add service`}</SubmitButton>
        </div>
      </div>
      {outcome.dialog}
    </Form>
  );
}

function DeleteService({ service }: { service: DockerService }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const outcome = useOutcome();
  const remove = useDeleteDockerService();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = service.name;
  return (
    <>
      <Button
        variant="danger"
        size="sm"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {t`Delete service`}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title={t`Delete ${name}?`}
        description={t`Media servers stop starting ${name} on their next restart. Its settings are gone for good.`}
        confirmText={name}
        confirmLabel={t`Delete service`}
        error={error}
        onConfirm={async () => {
          try {
            const answer = await remove.mutateAsync(service.id);
            outcome.show({ ...poof(answer.message, t`The docker service has been deleted.`), onClose: () => void navigate(LIST) });
          } catch (failure) {
            setError(failureMessage(failure));
            throw failure;
          }
        }}
      />
      {outcome.dialog}
    </>
  );
}

/** `/app/admin/integrations/docker-services/new`: a docker service to add. */
export function NewDockerServiceScreen() {
  const { t } = useLingui();
  return (
    <Card title={t`New docker service`} description={t`Started beside every media server of the chosen types, from their next restart on.`}>
      <ServiceForm service={null} />
    </Card>
  );
}

function EditService({ id }: { id: number }) {
  const { t } = useLingui();
  const service = useDockerService(id);
  return (
    <Section query={service} headingLevel={2} loading={t`Loading the docker service`} error={t`The docker service could not be loaded`}>
      {(data) => (
        <Card title={data.name} description={t`Servers pick changes up on their next restart.`} actions={<DeleteService service={data} />}>
          <ServiceForm key={data.id} service={data} />
        </Card>
      )}
    </Section>
  );
}

/** `/app/admin/integrations/docker-services/{service}`: one docker service, to edit or delete. */
export default function DockerServiceScreen() {
  const { t } = useLingui();
  const raw = useParams().service ?? 'new';
  if (raw === 'new') return <NewDockerServiceScreen />;
  if (!/^\d+$/.test(raw)) {
    return (
      <EmptyState
        title={t`There is no such docker service`}
        action={
          <Button asChild variant="secondary">
            <Link to={LIST}>
              <Trans>Back to the services</Trans>
            </Link>
          </Button>
        }
      />
    );
  }
  return <EditService id={Number(raw)} />;
}
