import type { Invite, Server } from '@portal/api-client';
import { Badge, type BadgeTone } from '@portal/ui-kit/badge';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { SectionError } from '@portal/ui-kit/section';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingCard } from '../shared/loading-card.tsx';
import * as styles from '../shared/sections.css.ts';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  accepted: { label: 'Accepted', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  declined: { label: 'Declined', tone: 'danger' },
};

function statusOf(status: string) {
  return STATUS[status.toLowerCase()] ?? { label: status.charAt(0).toUpperCase() + status.slice(1), tone: 'neutral' as const };
}

/** Invites as a list: who (username or e-mail), their state and when they were invited. */
export function InviteList({ invites, label }: { invites: Invite[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {invites.map((invite) => {
        const who = invite.username || invite.email || 'Unnamed user';
        const status = invite.status ? statusOf(invite.status) : null;
        return (
          <li key={invite.id} className={styles.item}>
            <div className={styles.itemText}>
              <h3 className={styles.itemTitle}>{who}</h3>
              {invite.username && invite.email ? <p className={styles.itemMeta}>{invite.email}</p> : null}
              {invite.created_at ? (
                <p className={styles.itemMeta}>
                  Invited <time dateTime={invite.created_at}>{formatDateTime(invite.created_at)}</time>
                </p>
              ) : null}
            </div>
            {status ? <Badge tone={status.tone}>{status.label}</Badge> : null}
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
  if (invites.isPending) return <LoadingCard title="Invites" label="Loading the invites" />;
  if (invites.isError && !invites.data) {
    return (
      <Card title="Invites" actions={actions}>
        <SectionError title="The invites could not be loaded" error={invites.error} onRetry={() => void invites.refetch()} />
      </Card>
    );
  }
  const list = invites.data?.invites ?? [];
  return (
    <Card title="Invites" description={`The people who can watch ${server.name}.`} actions={actions}>
      {list.length ? (
        <InviteList invites={list} label={`Invites of ${server.name}`} />
      ) : (
        <EmptyState headingLevel={3} title="No invites yet" description="Invite someone below to share this server." />
      )}
    </Card>
  );
}
