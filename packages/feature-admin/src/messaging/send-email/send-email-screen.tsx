import { useLingui } from '@lingui/react/macro';
import { Card } from '@portal/ui-kit/layout';
import * as styles from '../shared/messaging.css.ts';
import { EmailForm } from './email-form.tsx';
import { EmailHistory } from './email-history.tsx';

/** `/app/admin/user-interaction/send-email`: an e-mail to a group of customers, and the ones sent before. */
export default function SendEmailScreen() {
  const { t } = useLingui();
  return (
    <div className={styles.stack}>
      <Card title={t`Send an e-mail`} description={t`To every customer or a group of them. See who receives it, preview it and send yourself a test before it goes out.`}>
        <EmailForm />
      </Card>
      <EmailHistory />
    </div>
  );
}
