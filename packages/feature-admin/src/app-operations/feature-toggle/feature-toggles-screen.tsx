import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SwitchField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useFeatureToggles } from '../api/get-feature-toggles.ts';
import type { FeatureToggles, FeatureTogglesInput } from '../api/types.ts';
import { useUpdateFeatureToggles } from '../api/update-feature-toggles.ts';
import { useConfirmCustomerChanges } from '../shared/confirm-customer-changes.tsx';
import * as styles from '../shared/settings.css.ts';

type ToggleKey = keyof FeatureTogglesInput;

interface Toggle {
  key: ToggleKey;
  label: MessageDescriptor;
  /** What customers get while it is on. */
  description: MessageDescriptor;
  /** Said in the confirmation when it is switched on or off. */
  on: MessageDescriptor;
  off: MessageDescriptor;
}

/** The system settings' switches: each changes the customer menu, which is rebuilt for everyone signed in. */
const MENU_TOGGLES: readonly Toggle[] = [
  {
    key: 'user_invite_keys',
    label: msg`Sign-up with invite keys`,
    description: msg`Visitors can create an account with an invite key: the guest menu offers Accept an invite.`,
    on: msg`Sign-up with invite keys: on. The guest menu offers Accept an invite again.`,
    off: msg`Sign-up with invite keys: off. Accept an invite leaves the guest menu.`,
  },
  {
    key: 'user_request_trial',
    label: msg`Trial requests`,
    description: msg`Visitors can ask for a trial server: the guest menu offers Request a trial.`,
    on: msg`Trial requests: on. The guest menu offers Request a trial again.`,
    off: msg`Trial requests: off. Request a trial leaves the guest menu.`,
  },
  {
    key: 'request_lounge',
    label: msg`Request lounge`,
    description: msg`Customers request shows and movies in the portal. When off, the menu shows the external request link of the lounge's settings instead, if there is one.`,
    on: msg`Request lounge: on. Customers find the request lounge in their menu.`,
    off: msg`Request lounge: off. The request lounge leaves the customer menu.`,
  },
];

/** The platform's own switches: each closes a customer feature (its menu item, its screens and its calls). */
const PLATFORM_TOGGLES: readonly Toggle[] = [
  {
    key: 'community_center',
    label: msg`Community center`,
    description: msg`Customers share invites, pick community CDN nodes and report mismatched media.`,
    on: msg`Community center: on for customers.`,
    off: msg`Community center: off. Customers can no longer open it.`,
  },
  {
    key: 'tv_schedule',
    label: msg`TV schedule`,
    description: msg`Customers see when new episodes of the shows on their servers air.`,
    on: msg`TV schedule: on for customers.`,
    off: msg`TV schedule: off. Customers can no longer open it.`,
  },
  {
    key: 'status_page',
    label: msg`Status page`,
    description: msg`Customers see the health of the nodes and the current incidents.`,
    on: msg`Status page: on for customers.`,
    off: msg`Status page: off. Customers can no longer open it.`,
  },
  {
    key: 'plex_tools',
    label: msg`Plex tools`,
    description: msg`Customers with a Plex server back up invites, sync servers, build collections and scan media.`,
    on: msg`Plex tools: on for customers with a Plex server.`,
    off: msg`Plex tools: off. Customers can no longer open them.`,
  },
];

const ALL_TOGGLES = [...MENU_TOGGLES, ...PLATFORM_TOGGLES];

type Values = Record<ToggleKey, boolean>;

function ToggleFields({ toggles, current }: { toggles: readonly Toggle[]; current: FeatureToggles }) {
  const { t } = useLingui();
  return (
    <>
      {toggles.map((toggle) => (
        <SwitchField key={toggle.key} name={toggle.key} label={t(toggle.label)} description={t(toggle.description)} defaultChecked={current[toggle.key]} />
      ))}
    </>
  );
}

function FeatureTogglesForm({ toggles }: { toggles: FeatureToggles }) {
  const { t } = useLingui();
  const update = useUpdateFeatureToggles();
  const outcome = useOutcome();
  const confirm = useConfirmCustomerChanges();

  const save = async (values: Values) => {
    const changed = ALL_TOGGLES.filter((toggle) => values[toggle.key] !== toggles[toggle.key]);
    if (changed.length === 0) {
      outcome.done(t`Nothing has changed.`);
      return;
    }
    if (!(await confirm.ask(changed.map((toggle) => t(values[toggle.key] ? toggle.on : toggle.off))))) return;
    const input: FeatureTogglesInput = Object.fromEntries(changed.map((toggle) => [toggle.key, values[toggle.key]]));
    await outcome.run(() => update.mutateAsync(input), { success: t`The feature toggles have been saved.` });
  };

  const updated = toggles.updated_at;
  return (
    <Card
      title={t`Feature toggles`}
      description={updated ? t`Which features customers and visitors have. Every switch here changes what they see. Last saved ${formatDateTime(updated)}.` : t`Which features customers and visitors have. Every switch here changes what they see.`}
    >
      <Form<Values> className={styles.form} aria-label={t`Feature toggles`} onSubmit={save}>
        <FormError />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Sign-up and the menus</Trans>
          </legend>
          <p className={styles.customerNote}>
            <Trans>These are system settings. Saving a change rebuilds the menus of everyone signed in at once.</Trans>
          </p>
          <ToggleFields toggles={MENU_TOGGLES} current={toggles} />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Customer features</Trans>
          </legend>
          <ToggleFields toggles={PLATFORM_TOGGLES} current={toggles} />
        </fieldset>
        <div className={styles.footer}>
          <SubmitButton>
            <Trans>Save feature toggles</Trans>
          </SubmitButton>
        </div>
      </Form>
      {confirm.dialog}
      {outcome.dialog}
    </Card>
  );
}

/** `/app/admin/app-management/feature-toggle`: the features customers have, the system settings' switches among them. */
export default function FeatureTogglesScreen() {
  const { t } = useLingui();
  const toggles = useFeatureToggles();
  return (
    <Section query={toggles} loading={t`Loading the feature toggles`} error={t`The feature toggles could not be loaded`} headingLevel={2}>
      {(data) => <FeatureTogglesForm toggles={data} />}
    </Section>
  );
}
