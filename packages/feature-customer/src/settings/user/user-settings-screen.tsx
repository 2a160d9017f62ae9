import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '@portal/ui-kit/error-state';
import { useProfile } from '../api/get-profile.ts';
import { SectionLoading } from '@portal/ui-kit/section';
import * as styles from '../layout/settings.css.ts';
import { NotificationsForm } from './notifications-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

/** `/app/settings/user`: profile, e-mail notifications and password. */
export default function UserSettingsScreen() {
  const { t } = useLingui();
  const profile = useProfile();
  // A failed background refetch keeps the forms (and what is typed in them) on screen.
  if (!profile.data) {
    if (profile.isError) {
      return <ErrorState title={t`Your profile could not be loaded`} error={profile.error} onRetry={() => void profile.refetch()} />;
    }
    return <SectionLoading gap="lg" label={t`Loading your profile`} />;
  }
  return (
    <div className={styles.section}>
      <ProfileForm profile={profile.data} />
      <NotificationsForm profile={profile.data} />
      <PasswordForm profile={profile.data} />
    </div>
  );
}
