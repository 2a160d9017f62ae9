import { msg, t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, requiredError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useDeploymentSettings } from '../api/get-deployment.ts';
import type { DeploymentInput, DeploymentSettings } from '../api/types.ts';
import { useUpdateDeploymentSettings } from '../api/update-deployment.ts';
import { settingHint, useCustomerConfirm } from '../shared/customer-change.tsx';
import * as styles from '../shared/settings.css.ts';

interface DeploymentValues {
  node_selection: string;
  default_node_id: string;
  default_location: string;
  plex_image_tag: string;
  emby_image_tag: string;
  jellyfin_image_tag: string;
  backup_schedule: string;
  backup_time: string;
  backup_retention_days: string;
  name_pattern: string;
}

const SELECTIONS = [
  { value: 'least-servers', label: msg`The node with the fewest servers` },
  { value: 'most-free-space', label: msg`The node with the most free disk space` },
  { value: 'round-robin', label: msg`Each node in turn` },
  { value: 'fixed', label: msg`Always the default node` },
] as const;

const SCHEDULES = [
  { value: 'daily', label: msg`Every day` },
  { value: 'weekly', label: msg`Every week (Sunday)` },
  { value: 'off', label: msg`No automatic backups` },
] as const;

const IMAGE_TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const NAME_PATTERN = /^[a-z0-9-]*(\{(type|username|id)\}[a-z0-9-]*)+$/;
/** The placeholders of a server's name, written out (they are not message placeholders). */
const NAME_TOKENS = '{type}, {username}, {id}';
const NAME_NEEDS = '{username}, {id}';

function tagError(value: string): string | undefined {
  const tag = text(value);
  return requiredError(tag, translate`Enter an image tag, like latest.`) ?? (IMAGE_TAG.test(tag) ? undefined : translate`Use letters, digits, dots, dashes and underscores, like 10.10.3.`);
}

function validateDeployment(values: DeploymentValues): FormValidationErrors<DeploymentValues> {
  const retention = text(values.backup_retention_days);
  const days = /^\d+$/.test(retention) ? Number(retention) : null;
  const pattern = text(values.name_pattern);
  const scheduled = values.backup_schedule !== 'off';
  return {
    default_node_id: values.node_selection === 'fixed' && !text(values.default_node_id) ? translate`Choose the node every new server goes to.` : undefined,
    plex_image_tag: tagError(values.plex_image_tag),
    emby_image_tag: tagError(values.emby_image_tag),
    jellyfin_image_tag: tagError(values.jellyfin_image_tag),
    backup_time: scheduled && !TIME.test(text(values.backup_time)) ? translate`Enter the time of day, like 03:30.` : undefined,
    backup_retention_days: days === null || days < 1 || days > 90 ? translate`Enter a number of days from 1 to 90.` : undefined,
    name_pattern:
      requiredError(pattern, translate`Enter how new servers are named.`) ??
      (pattern.length > 60 || !NAME_PATTERN.test(pattern) ? translate`Use lower-case letters, digits, dashes and ${NAME_TOKENS}.` : undefined) ??
      (/\{(username|id)\}/.test(pattern) ? undefined : translate`Include one of ${NAME_NEEDS}, so that every name is different.`),
  };
}

function deploymentInput(values: DeploymentValues): DeploymentInput {
  const scheduled = values.backup_schedule !== 'off';
  const node = text(values.default_node_id);
  return {
    node_selection: values.node_selection as DeploymentInput['node_selection'],
    default_node_id: node ? Number(node) : null,
    default_location: text(values.default_location) || null,
    plex_image_tag: text(values.plex_image_tag),
    emby_image_tag: text(values.emby_image_tag),
    jellyfin_image_tag: text(values.jellyfin_image_tag),
    backup_schedule: values.backup_schedule as DeploymentInput['backup_schedule'],
    backup_time: scheduled ? text(values.backup_time) : text(values.backup_time) || null,
    backup_retention_days: Number(text(values.backup_retention_days)),
    name_pattern: text(values.name_pattern),
  };
}

/** An example of a new server's name under the pattern. */
function exampleName(pattern: string): string {
  return pattern.replaceAll('{type}', 'plex').replaceAll('{username}', 'jordan-lee').replaceAll('{id}', '1042');
}

function customerChanges(before: DeploymentSettings, after: DeploymentInput): string[] {
  const changes: string[] = [];
  if (after.name_pattern !== before.name_pattern) {
    const example = exampleName(after.name_pattern);
    changes.push(translate`New servers are named like ${example}.`);
  }
  const tags = [
    ['Plex', before.plex_image_tag, after.plex_image_tag],
    ['Emby', before.emby_image_tag, after.emby_image_tag],
    ['Jellyfin', before.jellyfin_image_tag, after.jellyfin_image_tag],
  ] as const;
  for (const [type, was, tag] of tags) if (was !== tag) changes.push(translate`New ${type} servers run the image tag ${tag}.`);
  return changes;
}

function DeploymentForm({ settings }: { settings: DeploymentSettings }) {
  const { t } = useLingui();
  const update = useUpdateDeploymentSettings();
  const outcome = useOutcome();
  const customers = useCustomerConfirm();
  const nodes = settings.nodes ?? [];
  const locations = settings.locations ?? [];
  const updatedAt = settings.updated_at ? formatDateTime(settings.updated_at) : null;
  const example = exampleName(settings.name_pattern);

  const submit = (values: DeploymentValues) => {
    const input = deploymentInput(values);
    return customers.confirm(customerChanges(settings, input), () =>
      outcome.run(() => update.mutateAsync(input), { success: t`The deployment defaults have been saved` }),
    );
  };

  return (
    <Card
      title={t`Deployment`}
      description={updatedAt ? t`How new media servers are set up. Servers that run already keep their settings. Last changed ${updatedAt}.` : t`How new media servers are set up. Servers that run already keep their settings.`}
    >
      <Form<DeploymentValues> validate={validateDeployment} onSubmit={submit}>
        <FormError />
        <div className={styles.formGrid}>
          <fieldset className={`${styles.fieldset} ${styles.wide}`}>
            <legend className={styles.legend}>{t`Where new servers go`}</legend>
            <div className={styles.formGrid}>
              <SelectField
                label={t`Choice of node`}
                name="node_selection"
                defaultValue={settings.node_selection}
                options={SELECTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
                description={t`How the platform picks the node for a new server among the nodes that are online and have room.`}
              />
              <SelectField
                label={t`Default node`}
                name="default_node_id"
                defaultValue={settings.default_node_id === null ? '' : String(settings.default_node_id)}
                options={[{ value: '', label: t`No default node` }, ...nodes.map((node) => ({ value: String(node.id), label: node.location ? `${node.name} (${node.location})` : node.name }))]}
                description={t`Needed when every new server goes to the same node.`}
              />
              <SelectField
                label={t`Default location`}
                name="default_location"
                defaultValue={settings.default_location ?? ''}
                options={[{ value: '', label: t`Any location` }, ...locations.map((location) => ({ value: location, label: location }))]}
                description={t`New servers go to a node in this location when one has room.`}
              />
            </div>
          </fieldset>
          <fieldset className={`${styles.fieldset} ${styles.wide}`}>
            <legend className={styles.legend}>{t`Image tag of each server type`}</legend>
            <div className={styles.formGrid}>
              <TextField
                label={t`Plex image tag`}
                name="plex_image_tag"
                required
                defaultValue={settings.plex_image_tag}
                autoComplete="off"
                spellCheck={false}
                description={settingHint(t`The Docker image tag new Plex servers start from.`, t`Customers' new servers run this version.`)}
              />
              <TextField
                label={t`Emby image tag`}
                name="emby_image_tag"
                required
                defaultValue={settings.emby_image_tag}
                autoComplete="off"
                spellCheck={false}
                description={settingHint(t`The Docker image tag new Emby servers start from.`, t`Customers' new servers run this version.`)}
              />
              <TextField
                label={t`Jellyfin image tag`}
                name="jellyfin_image_tag"
                required
                defaultValue={settings.jellyfin_image_tag}
                autoComplete="off"
                spellCheck={false}
                description={settingHint(t`The Docker image tag new Jellyfin servers start from.`, t`Customers' new servers run this version.`)}
              />
            </div>
          </fieldset>
          <fieldset className={`${styles.fieldset} ${styles.wide}`}>
            <legend className={styles.legend}>{t`Backups of new servers`}</legend>
            <div className={styles.formGrid}>
              <SelectField
                label={t`Backup schedule`}
                name="backup_schedule"
                defaultValue={settings.backup_schedule}
                options={SCHEDULES.map((option) => ({ value: option.value, label: t(option.label) }))}
                description={t`How often a new server's configuration is backed up.`}
              />
              <TextField
                label={t`Backup time (UTC)`}
                name="backup_time"
                type="time"
                defaultValue={settings.backup_time ?? ''}
                description={t`When the backup starts; a quiet hour keeps streams smooth.`}
              />
              <TextField
                label={t`Keep backups for (days)`}
                name="backup_retention_days"
                inputMode="numeric"
                required
                defaultValue={String(settings.backup_retention_days)}
                autoComplete="off"
                description={t`Older backups are deleted. From 1 to 90 days.`}
              />
            </div>
          </fieldset>
          <TextField
            className={styles.wide}
            label={t`Name of new servers`}
            name="name_pattern"
            required
            defaultValue={settings.name_pattern}
            autoComplete="off"
            spellCheck={false}
            description={settingHint(t`Built from ${NAME_TOKENS}; now a new server is named like ${example}.`, t`Customers see this name on their dashboard.`)}
          />
        </div>
        <div className={styles.formActions}>
          <SubmitButton>{t`Save deployment defaults`}</SubmitButton>
        </div>
      </Form>
      {customers.dialog}
      {outcome.dialog}
    </Card>
  );
}

/** `/app/admin/app-management/deployment`: how new media servers are deployed. */
export default function DeploymentScreen() {
  const { t } = useLingui();
  const settings = useDeploymentSettings();
  return (
    <Section query={settings} headingLevel={2} loading={t`Loading the deployment defaults`} error={t`The deployment defaults could not be loaded`}>
      {(data) => <DeploymentForm settings={data} />}
    </Section>
  );
}
