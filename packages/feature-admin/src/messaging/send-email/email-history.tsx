import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { ViewDialog } from '@portal/ui-kit/dialog';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { PagedList } from '@portal/ui-kit/paged-list';
import { sanitizeHtml } from '@portal/ui-kit/sanitize';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useEmails } from '../api/get-emails.ts';
import type { SentEmail } from '../api/types.ts';
import { GROUP_LABELS } from '../shared/labels.ts';
import * as styles from '../shared/messaging.css.ts';

const LIST_STATE = { search: { param: 'search' } } as const;

/** Who an e-mail went to, in words: "Customers on a node: fra-02". */
export function AudienceText({ email }: { email: Pick<SentEmail, 'group' | 'server_type' | 'node'> }) {
  const { t } = useLingui();
  const group = t(GROUP_LABELS[email.group]);
  if (email.group === 'server-type' && email.server_type) {
    const type = SERVER_TYPE_LABELS[email.server_type];
    return <>{t`${group}: ${type}`}</>;
  }
  if (email.group === 'node' && email.node) {
    const node = email.node.name;
    return <>{t`${group}: ${node}`}</>;
  }
  return <>{group}</>;
}

function EmailItem({ email, onOpen }: { email: SentEmail; onOpen: () => void }) {
  const { t } = useLingui();
  const sentAt = formatDateTime(email.sent_at);
  const sender = email.sent_by?.name;
  const subject = email.subject;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle level={3}>{email.subject}</ListCardTitle>
        <ul className={styles.details} aria-label={t`Details`}>
          <li>
            <AudienceText email={email} />
          </li>
          <li>
            <Plural value={email.recipient_count} one="# recipient" other="# recipients" />
          </li>
          <li>
            {sender ? (
              <Trans>
                Sent <time dateTime={email.sent_at}>{sentAt}</time> by {sender}
              </Trans>
            ) : (
              <Trans>
                Sent <time dateTime={email.sent_at}>{sentAt}</time>
              </Trans>
            )}
          </li>
        </ul>
      </div>
      <div className={styles.itemSide}>
        <Button variant="secondary" size="sm" onClick={onOpen} aria-label={t`Read ${subject}`}>
          <Trans>Read</Trans>
        </Button>
      </div>
    </ListCard>
  );
}

/** The e-mails sent so far, newest first, a page at a time; each can be read again as it went out. */
export function EmailHistory() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const emails = useEmails({ page: list.page, search: list.search });
  const [open, setOpen] = useState<SentEmail | null>(null);

  return (
    <Card title={t`Sent e-mails`} description={t`What went out, to whom and when.`}>
      <div className={styles.stack}>
        <ListSearch list={list} label={t`Search sent e-mails`} />
        <PagedList
          query={emails}
          list={list}
          loading={t`Loading the sent e-mails`}
          skeleton={{ lines: ['55%', '75%'] }}
          error={t`The sent e-mails could not be loaded`}
          empty={{ title: t`No e-mails sent yet`, description: t`E-mails sent from here are listed with who received them.` }}
          noMatch={{ title: t`No sent e-mails match`, clearLabel: <Trans>Clear the search</Trans> }}
          pagerLabel={t`Sent e-mail pages`}
          headingLevel={3}
        >
          {(rows, { busy }) => (
            <ListCardList aria-label={t`Sent e-mails`} aria-busy={busy || undefined}>
              {rows.map((email) => (
                <EmailItem key={email.id} email={email} onOpen={() => setOpen(email)} />
              ))}
            </ListCardList>
          )}
        </PagedList>
      </div>
      <ViewDialog item={open} onClose={() => setOpen(null)} size="lg" title={(email) => email.subject} description={(email) => <AudienceText email={email} />}>
        {(email) => <div className={styles.prose} dangerouslySetInnerHTML={{ __html: sanitizeHtml(email.body ?? '') }} />}
      </ViewDialog>
    </Card>
  );
}
