import { useLingui } from '@lingui/react/macro';
import { Section, SectionLoading } from '@portal/ui-kit/section';
import { useIntegrationSettings } from '../api/get-integration-settings.ts';
import * as styles from '../integrations.css.ts';
import { ConnectionCheck } from './connection-check.tsx';
import { INTEGRATION_FORMS, type FormIntegrationKey } from './fields.ts';
import { IntegrationSettingsForm } from './integration-settings-form.tsx';

/** An integration's settings form with its connection check beside it. */
export function IntegrationSettingsPage({ integration }: { integration: FormIntegrationKey }) {
  const { t } = useLingui();
  const settings = useIntegrationSettings(integration);
  const form = INTEGRATION_FORMS[integration];
  const name = t(form.title);
  return (
    <Section
      query={settings}
      headingLevel={2}
      loading={<SectionLoading label={t`Loading the ${name} settings`} shape="form" />}
      error={t`The ${name} settings could not be loaded`}
    >
      {(data) => (
        <div className={styles.settingsGrid}>
          <IntegrationSettingsForm integration={integration} form={form} settings={data} />
          <ConnectionCheck integration={integration} check={data.check ?? { healthy: null, checked_at: null, message: null }} />
        </div>
      )}
    </Section>
  );
}

/** `/app/admin/integrations/{plex, emby, …}`: one integration's settings. */
export default function IntegrationSettingsScreen({ integration }: { integration: FormIntegrationKey }) {
  return <IntegrationSettingsPage integration={integration} />;
}
