import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invite, Server } from '@portal/api-client';
import { Badge, type BadgeTone } from '@portal/ui-kit/badge';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { SectionError } from '@portal/ui-kit/section';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { labelText, type Label } from '#lib/label.ts';
import { LoadingCard } from '../shared/loading-card.tsx';
import * as styles from '../shared/sections.css.ts';

const STATUS: Record<string, { label: Label; tone: BadgeTone }> = {
  accepted: { label: msg`Accepted`, tone: 'success' },
  pending: { label: msg`Pending`, tone: 'warning' },
  declined: { label: msg`Declined`, tone: 'danger' },
};

/** A known status's label (a descriptor), or the status as the media server sent it, capitalised. */
function statusOf(status: string): { label: Label; tone: BadgeTone } {
  return STATUS[status.toLowerCase()] ?? { label: status.charAt(0).toUpperCase() + status.slice(1), tone: 'neutral' as const };
}

/** Invites as a list: who (username or e-mail), their state and when they were invited. */
export function InviteList({ invites, label }: { invites: Invite[]; label: string }) {
  const { t } = useLingui();
  return (
    <ul className={styles.list} aria-label={label}>
      {invites.map((invite) => {
        const who = invite.username || invite.email || t`Unnamed user`;
        const status = invite.status ? statusOf(invite.status) : null;
        const invited = invite.created_at ? formatDateTime(invite.created_at) : null;
        return (
          <li key={invite.id} className={styles.item}>
            <div className={styles.itemText}>
              <h3 className={styles.itemTitle}>{who}</h3>
              {invite.username && invite.email ? <p className={styles.itemMeta}>{invite.email}</p> : null}
              {invite.created_at ? (
                <p className={styles.itemMeta}>
                  <Trans>
                    Invited <time dateTime={invite.created_at}>{invited}</time>
                  </Trans>
                </p>
              ) : null}
            </div>
            {status ? <Badge tone={status.tone}>{labelText(status.label)}</Badge> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The server's invites in a card, with their loading, failed and empty states. */
export function InvitesCard({
  server,
  invites,
  actions,
}: {
  server: Server;
  invites: UseQueryResult<{ invites: Invite[] }>;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const name = server.name;
  if (invites.isPending) return <LoadingCard title={t`Invites`} label={t`Loading the invites`} />;
  if (invites.isError && !invites.data) {
    return (
      <Card title={t`Invites`} actions={actions}>
        <SectionError title={t`The invites could not be loaded`} error={invites.error} onRetry={() => void invites.refetch()} />
      </Card>
    );
  }
  const list = invites.data?.invites ?? [];
  return (
    <Card title={t`Invites`} description={t`The people who can watch ${name}.`} actions={actions}>
      {list.length ? (
        <InviteList invites={list} label={t`Invites of ${name}`} />
      ) : (
        <EmptyState headingLevel={3} title={t`No invites yet`} description={t`Invite someone below to share this server.`} />
      )}
    </Card>
  );
}
