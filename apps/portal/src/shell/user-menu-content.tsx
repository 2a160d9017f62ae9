import type { AuthUser } from '@portal/api-client';
import { DropdownMenu } from '@portal/ui-kit/dropdown-menu';
import { Link } from 'react-router';
import { UserMenuFace } from './user-menu.tsx';
import * as styles from './shell.css.ts';

/** The account menu itself, loaded when its button is first pressed, and open from the start. */
export default function UserMenuContent({ user }: { user: AuthUser }) {
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={styles.userTrigger} aria-label={`Account menu of ${user.name}`}>
        <UserMenuFace name={user.name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>
          <span className={styles.menuName}>{user.name}</span>
          <span className={styles.menuEmail}>{user.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild>
          <Link to="/notifications/all">Notifications</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to="/settings">Account settings</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild>
          <Link to="/logout">Sign out</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
