import { useCurrentUser } from '@portal/api-client';
import { DropdownMenu } from '@portal/ui-kit/dropdown-menu';
import { ChevronDownIcon, UserIcon } from '@portal/ui-kit/icons';
import { Link } from 'react-router';
import * as styles from './shell.css.ts';

/** The signed-in user's menu: notifications, account settings, sign out. */
export default function UserMenu() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.userTrigger} aria-label={`Account menu of ${user.name}`}>
        <UserIcon />
        <span className={styles.userTriggerName}>{user.name}</span>
        <ChevronDownIcon />
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
