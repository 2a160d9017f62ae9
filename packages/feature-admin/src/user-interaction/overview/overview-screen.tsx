import { useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { Section } from '@portal/ui-kit/section';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOverview } from '../api/get-overview.ts';
import type { AdminUserInteractionOverview } from '../api/types.ts';
import { ALERT_LEVELS, pageLabel, POPUP_TYPES } from '../shared/labels.ts';
import { useAudienceText, useWhenText } from '../shared/message-parts.tsx';
import * as styles from '../shared/user-interaction.css.ts';

function Part({ title, link, children }: { title: string; link: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} actions={link}>
      {children}
    </Card>
  );
}

function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink asChild>
      <Link to={to}>{children}</Link>
    </TextLink>
  );
}

function Overview({ data }: { data: AdminUserInteractionOverview }) {
  const { t } = useLingui();
  const audience = useAudienceText();
  const when = useWhenText();
  const scheduled = data.scheduled_count ?? 0;
  return (
    <div className={styles.overviewGrid}>
      <Part title={t`Live alerts`} link={<RouterLink to="/admin/user-interaction/alerts">{t`All alerts`}</RouterLink>}>
        {data.alerts.length === 0 ? (
          <p className={styles.muted}>{t`No banner is shown right now.`}</p>
        ) : (
          <ul className={styles.plainList} aria-label={t`Live alerts`}>
            {data.alerts.map((alert) => {
              const level = ALERT_LEVELS.find((option) => option.value === alert.level);
              return (
                <li key={alert.id} className={styles.plainItem}>
                  <RouterLink to={`/admin/user-interaction/alerts/${alert.id}`}>{alert.text}</RouterLink>
                  <span className={styles.muted}>
                    {level ? <Badge tone={level.tone}>{t(level.label)}</Badge> : null} {audience(alert)} · {when(alert)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {scheduled > 0 ? (
          <p className={styles.muted}>{scheduled === 1 ? t`1 alert or popup is scheduled to start later.` : t`${scheduled} alerts and popups are scheduled to start later.`}</p>
        ) : null}
      </Part>
      <Part title={t`Live popups`} link={<RouterLink to="/admin/user-interaction/popups">{t`All popups`}</RouterLink>}>
        {data.popups.length === 0 ? (
          <p className={styles.muted}>{t`No popup is waiting for customers right now.`}</p>
        ) : (
          <ul className={styles.plainList} aria-label={t`Live popups`}>
            {data.popups.map((popup) => {
              const type = POPUP_TYPES.find((option) => option.value === popup.type);
              return (
                <li key={popup.id} className={styles.plainItem}>
                  <RouterLink to={`/admin/user-interaction/popups/${popup.id}`}>{popup.title}</RouterLink>
                  <span className={styles.muted}>
                    {type ? <Badge tone={type.tone}>{t(type.label)}</Badge> : null} {audience(popup)} · {when(popup)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Part>
      <Part title={t`Announcement`} link={<RouterLink to="/admin/user-interaction/announcements">{t`All announcements`}</RouterLink>}>
        {data.announcement ? (
          <p className={styles.plainItem}>
            <strong>{data.announcement.header}</strong>
            {data.announcement.created_at ? <span className={styles.muted}>{t`Published ${formatDateTime(data.announcement.created_at)}`}</span> : null}
          </p>
        ) : (
          <p className={styles.muted}>{t`No announcement is shown right now.`}</p>
        )}
      </Part>
      <Part title={t`Last e-mail`} link={<RouterLink to="/admin/user-interaction/send-email">{t`Send an e-mail`}</RouterLink>}>
        {data.last_email ? (
          <p className={styles.plainItem}>
            <strong>{data.last_email.subject}</strong>
            <span className={styles.muted}>
              {data.last_email.sent_at ? t`Sent ${formatDateTime(data.last_email.sent_at)}` : null}
              {typeof data.last_email.recipients === 'number' ? ` · ${data.last_email.recipients === 1 ? t`1 recipient` : t`${data.last_email.recipients} recipients`}` : null}
            </span>
          </p>
        ) : (
          <p className={styles.muted}>{t`No e-mail has been sent to customers yet.`}</p>
        )}
      </Part>
      <Part title={t`Blocks on customer pages`} link={<RouterLink to="/admin/user-interaction/dynamic-content">{t`All blocks`}</RouterLink>}>
        {data.blocks.length === 0 ? (
          <p className={styles.muted}>{t`No customer page shows a block right now.`}</p>
        ) : (
          <ul className={styles.plainList} aria-label={t`Active blocks`}>
            {data.blocks.map((block) => {
              const page = pageLabel(block.page);
              return (
                <li key={block.id} className={styles.plainItem}>
                  <RouterLink to={`/admin/user-interaction/dynamic-content/${block.id}`}>{block.name}</RouterLink>
                  <span className={styles.muted}>{page ? t`On the page ${t(page)}` : block.page}</span>
                </li>
              );
            })}
          </ul>
        )}
      </Part>
    </div>
  );
}

/** `/app/admin/user-interaction`: what reaches the customers right now, with links to each part. */
export default function OverviewScreen() {
  const { t } = useLingui();
  const overview = useOverview();
  return (
    <Section query={overview} headingLevel={2} loading={t`Loading what reaches the customers`} error={t`The overview could not be loaded`}>
      {(data) => <Overview data={data} />}
    </Section>
  );
}
