import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from '#alert/alert.tsx';
import { Badge } from '#badge/badge.tsx';
import { Button } from '#button/button.tsx';
import { formatBytes, formatDateTime } from '#format/format.ts';
import { Card } from '#layout/card.tsx';
import { sanitizeHtml } from '#sanitize/index.ts';
import * as styles from './ticket-thread.css.ts';

/** A file of a message, as every support API sends it. */
export interface ThreadAttachment {
  id: number;
  name: string;
  /** Bytes. */
  size: number;
}

/** A message of a ticket's thread, as every support API sends it. */
export interface ThreadMessage<Attachment extends ThreadAttachment = ThreadAttachment> {
  id: number;
  author: {
    name: string;
    role: 'staff' | 'customer';
    /** The reader wrote it (the customer's own view). */
    is_you?: boolean;
  };
  /** Plain text, or HTML from the help desk. */
  body: string;
  format: 'text' | 'html';
  created_at: string;
  attachments: readonly Attachment[];
}

/** The words of a message that differ between the areas that show a thread. */
export interface TicketMessageTexts {
  /** The badge of a staff answer; `null` for none. */
  staffBadge: string | null;
  /** The badge of a customer's message; `null` for none. */
  customerBadge: string | null;
  /** The badge of a message that arrived since the reader last read the ticket. */
  newBadge: string;
  /** The name of a message's list of files. */
  filesLabel: string;
  /** The name of a file's download button. */
  downloadLabel: (name: string, size: string) => string;
  /** The name of the message itself: who wrote it, and when. */
  messageLabel: (author: string, time: string) => string;
}

/** The usual words (the admin's), in the active language. */
export function useTicketMessageTexts(overrides?: Partial<TicketMessageTexts>): TicketMessageTexts {
  const { t } = useLingui();
  return {
    staffBadge: t`Staff`,
    customerBadge: t`Customer`,
    newBadge: t`New`,
    filesLabel: t`Attachments`,
    downloadLabel: (name, size) => t`Download ${name} (${size})`,
    messageLabel: (author, time) => t`${author}, ${time}`,
    ...overrides,
  };
}

export interface TicketMessageProps<Attachment extends ThreadAttachment = ThreadAttachment> {
  message: ThreadMessage<Attachment>;
  /** Arrived since the reader last read the ticket: marked with the new badge. */
  isNew?: boolean;
  /** Downloads a file; the API call stays with the caller. */
  onDownload: (attachment: Attachment) => void;
  /** The id of the file being downloaded, if any: its button waits. */
  downloading?: number | null;
  texts?: Partial<TicketMessageTexts>;
}

/**
 * One message of a ticket's thread, in a list item: who wrote it and when, its text (or the help
 * desk's HTML, sanitised before it reaches the DOM) and its files.
 */
export function TicketMessage<Attachment extends ThreadAttachment>({ message, isNew = false, onDownload, downloading = null, texts: overrides }: TicketMessageProps<Attachment>) {
  const texts = useTicketMessageTexts(overrides);
  const { t } = useLingui();
  const staff = message.author.role === 'staff';
  const own = message.author.is_you === true;
  const author = own ? t`You` : message.author.name;
  const at = formatDateTime(message.created_at);
  const role = staff ? texts.staffBadge : texts.customerBadge;
  const className = [styles.message, staff ? styles.staffMessage : null, own ? styles.ownMessage : null, isNew && !staff ? styles.newMessage : null].filter(Boolean).join(' ');
  return (
    <li>
      <article className={className} aria-label={texts.messageLabel(author, at)}>
        <div className={styles.messageHead}>
          <h3 className={styles.author}>{author}</h3>
          {role === null ? null : <Badge tone={staff ? 'info' : 'neutral'}>{role}</Badge>}
          {isNew ? <Badge tone="warning">{texts.newBadge}</Badge> : null}
          <time dateTime={message.created_at} className={styles.time}>
            {at}
          </time>
        </div>
        {message.format === 'html' ? (
          <div className={styles.htmlBody} dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.body) }} />
        ) : (
          <p className={styles.textBody}>{message.body}</p>
        )}
        {message.attachments.length ? (
          <ul className={styles.files} aria-label={texts.filesLabel}>
            {message.attachments.map((attachment) => {
              const size = formatBytes(attachment.size);
              return (
                <li key={attachment.id}>
                  <Button
                    variant="secondary"
                    size="sm"
                    className={styles.fileButton}
                    loading={downloading === attachment.id}
                    aria-label={texts.downloadLabel(attachment.name, size)}
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

export interface TicketThreadProps<Attachment extends ThreadAttachment = ThreadAttachment> {
  messages: readonly ThreadMessage<Attachment>[];
  /** Which messages arrived since the reader last read the ticket. */
  isNew?: (message: ThreadMessage<Attachment>) => boolean;
  onDownload: (attachment: Attachment) => void;
  downloading?: number | null;
  texts?: Partial<TicketMessageTexts>;
}

/** A ticket's messages, oldest first, in a list named "Messages". */
export function TicketThread<Attachment extends ThreadAttachment>({ messages, isNew, onDownload, downloading = null, texts }: TicketThreadProps<Attachment>) {
  const { t } = useLingui();
  return (
    <ol className={styles.thread} aria-label={t`Messages`}>
      {messages.map((message) => (
        <TicketMessage key={message.id} message={message} isNew={isNew?.(message) ?? false} onDownload={onDownload} downloading={downloading} texts={texts} />
      ))}
    </ol>
  );
}

export interface TicketConversationProps<Attachment extends ThreadAttachment = ThreadAttachment> extends TicketThreadProps<Attachment> {
  /** A closed ticket takes no answer: a note says to reopen it instead. */
  closed: boolean;
  /** The staff's answer form, under the thread while the ticket is open. */
  reply: ReactNode;
}

/** The staff's view of a thread: the messages in a "Conversation" card, then the answer form, or a note while the ticket is closed. */
export function TicketConversation<Attachment extends ThreadAttachment>({ closed, reply, ...thread }: TicketConversationProps<Attachment>) {
  const { t } = useLingui();
  return (
    <>
      <Card title={t`Conversation`}>
        <TicketThread {...thread} />
      </Card>
      {closed ? (
        <Alert tone="info" title={t`This ticket is closed`}>
          <Trans>Reopen it to answer the customer.</Trans>
        </Alert>
      ) : (
        reply
      )}
    </>
  );
}
