import { useLingui } from '@lingui/react/macro';
import type { PlexToolsServer } from '@portal/api-client';
import { SelectField } from '@portal/ui-kit/field';

/**
 * The `server_id` field of the invite forms: one of the Plex account's servers, chosen already
 * when the account has only one.
 */
export function AccountServerField({ servers }: { servers: PlexToolsServer[] }) {
  const { t } = useLingui();
  const only = servers.length === 1 ? servers[0] : undefined;
  return (
    <SelectField
      name="server_id"
      label={t`Server`}
      required
      placeholder={t`Choose a server`}
      defaultValue={only ? String(only.id) : undefined}
      options={servers.map((server) => ({ value: String(server.id), label: server.name }))}
    />
  );
}
