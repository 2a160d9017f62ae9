import { useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { ChevronDownIcon, UserIcon } from '@portal/ui-kit/icons';
import { lazy, Suspense } from 'react';
import { useOnDemandMenu } from './on-demand.ts';
import * as styles from './shell.css.ts';

const loadContent = () => import('./user-menu-content.tsx');
const UserMenuContent = lazy(loadContent);

/** The account button's face: who is signed in. */
export function UserMenuFace({ name }: { name: string }) {
  return (
    <>
      <UserIcon />
      <span className={styles.userTriggerName}>{name}</span>
      <ChevronDownIcon />
    </>
  );
}

/** The signed-in user's menu: notifications, account settings, the language, sign out. */
export default function UserMenu() {
  const user = useCurrentUser();
  const { requested, triggerProps } = useOnDemandMenu(loadContent);
  const { t } = useLingui();
  if (!user) return null;
  const name = user.name;
  const plain = (
    <button type="button" className={styles.userTrigger} aria-label={t`Account menu of ${name}`} {...triggerProps}>
      <UserMenuFace name={user.name} />
    </button>
  );
  if (!requested) return plain;
  return (
    <Suspense fallback={plain}>
      <UserMenuContent user={user} />
    </Suspense>
  );
}
