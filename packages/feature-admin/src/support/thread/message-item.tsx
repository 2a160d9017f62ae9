import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { formatBytes, formatDateTime } from '@portal/ui-kit/format';
import { sanitizeHtml } from '@portal/ui-kit/sanitize';
import type { TicketAttachment, TicketMessage } from '../api/types.ts';
import * as styles from './thread.css.ts';

export interface MessageItemProps {
  message: TicketMessage;
  /** A customer's message that arrived since the staff last read the ticket. */
  isNew: boolean;
  onDownload: (attachment: TicketAttachment) => void;
  /** The attachment being downloaded, if any. */
  downloading: number | null;
}

/** One message of the thread: the customer's plain text, or a staff answer (HTML made safe, or text). */
export function MessageItem({ message, isNew, onDownload, downloading }: MessageItemProps) {
  const { t } = useLingui();
  const staff = message.author.role === 'staff';
  const authorName = message.author.name;
  const at = formatDateTime(message.created_at);
  const className = [styles.message, staff ? styles.staffMessage : null, isNew ? styles.newMessage : null].filter(Boolean).join(' ');
  return (
    <li>
      <article className={className} aria-label={t`${authorName}, ${at}`}>
        <div className={styles.messageHead}>
          <h3 className={styles.author}>{authorName}</h3>
          {staff ? (
            <Badge tone="info">
              <Trans>Staff</Trans>
            </Badge>
          ) : (
            <Badge tone="neutral">
              <Trans>Customer</Trans>
            </Badge>
          )}
          {isNew ? (
            <Badge tone="warning">
              <Trans>New</Trans>
            </Badge>
          ) : null}
          <time dateTime={message.created_at} className={styles.time}>
            {at}
          </time>
        </div>
        {message.format === 'html' ? (
          // Answers written in the help desk are HTML: sanitised before they reach the DOM.
          <div className={styles.htmlBody} dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.body) }} />
        ) : (
          <p className={styles.textBody}>{message.body}</p>
        )}
        {message.attachments.length ? (
          <ul className={styles.files} aria-label={t`Attachments`}>
            {message.attachments.map((attachment) => {
              const name = attachment.name;
              const size = formatBytes(attachment.size);
              return (
                <li key={attachment.id}>
                  <Button
                    variant="secondary"
                    size="sm"
                    className={styles.fileButton}
                    loading={downloading === attachment.id}
                    aria-label={t`Download ${name} (${size})`}
                    onClick={() => onDownload(attachment)}
                  >
                    <span className={styles.fileName}>{attachment.name}</span>
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
