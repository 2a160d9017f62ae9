import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import type { SharedServer, SharedUser } from '../api/types.ts';
import * as settingsStyles from '../layout/settings.css.ts';
import * as styles from './user-management.css.ts';

/** How the owner recognises a person: their name, else their username, else their address. */
export function personLabel(person: Pick<SharedUser, 'name' | 'username' | 'email'>): string {
  return person.name ?? person.username ?? person.email;
}

/** Read while rendering a component that re-renders on a language switch (it uses `useLingui`). */
function librariesText(server: SharedServer): string {
  const shared = server.libraries.filter((library) => library.shared);
  if (shared.length === 0) return t`No libraries`;
  if (shared.length === server.libraries.length) return t`All libraries`;
  return shared.map((library) => library.name).join(', ');
}

function LastSeen({ person }: { person: SharedUser }) {
  if (person.last_seen_at) {
    const seenAgo = formatRelativeTime(person.last_seen_at);
    return (
      <p className={settingsStyles.muted}>
        <Trans>
          Last seen{' '}
          <time dateTime={person.last_seen_at} title={formatDateTime(person.last_seen_at)}>
            {seenAgo}
          </time>
        </Trans>
      </p>
    );
  }
  return (
    <p className={settingsStyles.muted}>
      {person.status === 'pending' ? <Trans>Has not accepted the invite yet</Trans> : <Trans>Not seen yet</Trans>}
    </p>
  );
}

/** One person the user shares servers with, and what they can open. */
export function SharedUserCard({ person, onEdit, onRemove }: { person: SharedUser; onEdit: () => void; onRemove: () => void }) {
  const { t } = useLingui();
  const label = personLabel(person);
  const handle = [person.username && person.username !== label ? `@${person.username}` : null, person.email !== label ? person.email : null].filter(Boolean).join(' · ');
  return (
    <li className={styles.person}>
      <div className={styles.personMain}>
        <h3 className={styles.personName}>
          {label}
          {person.status === 'active' ? (
            <Badge tone="success">
              <Trans>Active</Trans>
            </Badge>
          ) : (
            <Badge tone="warning">
              <Trans>Invite pending</Trans>
            </Badge>
          )}
        </h3>
        {handle ? <p className={settingsStyles.muted}>{handle}</p> : null}
        <dl className={styles.access} aria-label={t`Access of ${label}`}>
          {person.servers.map((server) => (
            <div key={server.server_id} className={styles.accessRow}>
              <dt className={styles.accessServer}>{server.server_name}</dt>
              <dd className={styles.accessLibraries}>{librariesText(server)}</dd>
            </div>
          ))}
        </dl>
        <LastSeen person={person} />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={onEdit} disabled={person.servers.length === 0}>
          <Trans>
            Edit access<VisuallyHidden> of {label}</VisuallyHidden>
          </Trans>
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trans>
            Remove<VisuallyHidden> {label}</VisuallyHidden>
          </Trans>
        </Button>
      </div>
    </li>
  );
}
