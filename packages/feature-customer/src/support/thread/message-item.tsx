import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { formatBytes, formatDateTime } from '@portal/ui-kit/format';
import { sanitizeHtml } from '@portal/ui-kit/sanitize';
import type { SupportAttachment, SupportMessage } from '../api/types.ts';
import * as styles from './thread.css.ts';

export interface MessageItemProps {
  message: SupportMessage;
  /** A staff reply that arrived since the user last read the thread. */
  isNew: boolean;
  onDownload: (attachment: SupportAttachment) => void;
  /** The attachment being downloaded, if any. */
  downloading: number | null;
}

/** One message of the thread: the user's plain text, or a staff reply's HTML made safe. */
export function MessageItem({ message, isNew, onDownload, downloading }: MessageItemProps) {
  const { t } = useLingui();
  const authorName = message.author.is_you ? t`You` : message.author.name;
  const staff = message.author.role === 'staff';
  const className = [styles.message, staff ? styles.staffMessage : null, message.author.is_you ? styles.ownMessage : null].filter(Boolean).join(' ');
  return (
    <li>
      <article className={className} aria-label={`${authorName}, ${formatDateTime(message.created_at)}`}>
        <div className={styles.messageHead}>
          <h3 className={styles.author}>{authorName}</h3>
          {staff ? (
            <Badge tone="info">
              <Trans>Support team</Trans>
            </Badge>
          ) : null}
          {isNew ? (
            <Badge tone="warning">
              <Trans>New</Trans>
            </Badge>
          ) : null}
          <time dateTime={message.created_at} className={styles.time}>
            {formatDateTime(message.created_at)}
          </time>
        </div>
        {message.format === 'html' ? (
          // Staff replies are HTML written in the help desk: sanitised before they reach the DOM.
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
                    <span className={styles.fileSize}>{formatBytes(attachment.size)}</span>
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
