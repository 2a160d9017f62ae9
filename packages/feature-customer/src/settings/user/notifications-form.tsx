import { Trans, useLingui } from '@lingui/react/macro';
import { SwitchField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import type { NotificationPreferences, SettingsProfile } from '../api/types.ts';
import { useUpdateNotifications } from '../api/update-notifications.ts';
import * as styles from '../layout/settings.css.ts';
import { useSave } from '../store/settings-store.tsx';

/** Which e-mails the user wants. */
export function NotificationsForm({ profile }: { profile: SettingsProfile }) {
  const { t } = useLingui();
  const update = useUpdateNotifications();
  const save = useSave();
  const { notifications } = profile;
  return (
    <Card title={t`E-mail notifications`} description={t`What we e-mail you about. Notifications in the portal always arrive.`}>
      <Form<NotificationPreferences>
        className={styles.form}
        aria-label={t`E-mail notifications`}
        onSubmit={(values) =>
          save(
            () => update.mutateAsync({ ticket_replies: values.ticket_replies, server_problems: values.server_problems, newsletter: values.newsletter }),
            t`Your e-mail preferences have been saved.`,
          )
        }
      >
        <FormError />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>E-mail me</Trans>
          </legend>
          <SwitchField name="ticket_replies" label={t`When support answers one of my tickets`} defaultChecked={notifications.ticket_replies} />
          <SwitchField
            name="server_problems"
            label={t`When one of my servers has a problem`}
            description={t`It went down, a backup failed, or it needs your attention.`}
            defaultChecked={notifications.server_problems}
          />
          <SwitchField name="newsletter" label={t`Product news and offers`} description={t`About once a month.`} defaultChecked={notifications.newsletter} />
        </fieldset>
        <div className={styles.formFooter}>
          <SubmitButton>
            <Trans>Save e-mail preferences</Trans>
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
