import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { formatBytes, formatDateTime } from '@portal/ui-kit/format';
import { sanitizeHtml } from '@portal/ui-kit/sanitize';
import type { TicketAttachment, TicketMessage } from '../api/types.ts';
import * as styles from './thread.css.ts';

interface MessageProps {
  message: TicketMessage;
  /** From the customer, and not yet read by the staff when the ticket was opened. */
  unseen: boolean;
  /** The attachment whose download is running. */
  saving: number | null;
  onSave: (attachment: TicketAttachment) => void;
}

/** One message of the thread. Staff answers may be HTML from the help desk: made safe before the DOM sees them. */
export function Message({ message, unseen, saving, onSave }: MessageProps) {
  const { t } = useLingui();
  const staff = message.author.role === 'staff';
  const author = message.author.name;
  const sent = formatDateTime(message.created_at);
  const classes = [styles.bubble, staff && styles.fromStaff, unseen && styles.unseen].filter(Boolean).join(' ');
  return (
    <li>
      <article className={classes} aria-label={t`Message from ${author}, ${sent}`}>
        <div className={styles.header}>
          <h3 className={styles.who}>{author}</h3>
          <Badge tone={staff ? 'info' : 'neutral'}>{staff ? <Trans>Staff</Trans> : <Trans>Customer</Trans>}</Badge>
          {unseen ? (
            <Badge tone="warning">
              <Trans>Unread</Trans>
            </Badge>
          ) : null}
          <time className={styles.when} dateTime={message.created_at}>
            {sent}
          </time>
        </div>
        {message.format === 'html' ? <div className={styles.rich} dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.body) }} /> : <p className={styles.plain}>{message.body}</p>}
        {message.attachments.length > 0 ? (
          <ul className={styles.files} aria-label={t`Files`}>
            {message.attachments.map((attachment) => {
              const fileName = attachment.name;
              const size = formatBytes(attachment.size);
              return (
                <li key={attachment.id}>
                  <Button className={styles.file} variant="secondary" size="sm" loading={saving === attachment.id} aria-label={t`Download ${fileName}, ${size}`} onClick={() => onSave(attachment)}>
                    <span className={styles.fileName}>{fileName}</span>
                    <span className={styles.fileSize}>{size}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </article>
    </li>
  );
}
