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

function librariesText(server: SharedServer): string {
  const shared = server.libraries.filter((library) => library.shared);
  if (shared.length === 0) return 'No libraries';
  if (shared.length === server.libraries.length) return 'All libraries';
  return shared.map((library) => library.name).join(', ');
}

function LastSeen({ person }: { person: SharedUser }) {
  if (person.last_seen_at) {
    return (
      <p className={settingsStyles.muted}>
        Last seen{' '}
        <time dateTime={person.last_seen_at} title={formatDateTime(person.last_seen_at)}>
          {formatRelativeTime(person.last_seen_at)}
        </time>
      </p>
    );
  }
  return <p className={settingsStyles.muted}>{person.status === 'pending' ? 'Has not accepted the invite yet' : 'Not seen yet'}</p>;
}

/** One person the user shares servers with, and what they can open. */
export function SharedUserCard({ person, onEdit, onRemove }: { person: SharedUser; onEdit: () => void; onRemove: () => void }) {
  const label = personLabel(person);
  const handle = [person.username && person.username !== label ? `@${person.username}` : null, person.email !== label ? person.email : null].filter(Boolean).join(' · ');
  return (
    <li className={styles.person}>
      <div className={styles.personMain}>
        <h3 className={styles.personName}>
          {label}
          {person.status === 'active' ? <Badge tone="success">Active</Badge> : <Badge tone="warning">Invite pending</Badge>}
        </h3>
        {handle ? <p className={settingsStyles.muted}>{handle}</p> : null}
        <dl className={styles.access} aria-label={`Access of ${label}`}>
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
          Edit access<VisuallyHidden> of {label}</VisuallyHidden>
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove<VisuallyHidden> {label}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
}
