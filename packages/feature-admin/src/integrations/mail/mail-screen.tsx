import { MailTemplatesSection } from '#integration-comms/mail-templates/mail-templates-section.tsx';
import { IntegrationSettingsPage } from '../settings/integration-settings-page.tsx';

/** `/app/admin/integrations/mail`: the SMTP server, then the e-mails the platform sends. */
export default function MailScreen() {
  return (
    <>
      <IntegrationSettingsPage integration="mail" />
      <MailTemplatesSection />
    </>
  );
}
