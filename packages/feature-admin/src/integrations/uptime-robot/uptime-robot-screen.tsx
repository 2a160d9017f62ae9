import { IntegrationSettingsPage } from '../settings/integration-settings-page.tsx';
import { NodeMonitorsSection } from './node-monitors-section.tsx';

/** `/app/admin/integrations/uptime-robot`: the account's settings, then every node with its monitor. */
export default function UptimeRobotScreen() {
  return (
    <>
      <IntegrationSettingsPage integration="uptime-robot" />
      <NodeMonitorsSection />
    </>
  );
}
