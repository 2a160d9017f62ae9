import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { SwitchField } from '@portal/ui-kit/field';
import { Page, Stack } from '@portal/ui-kit/layout';
import { posterFrameClass } from '@portal/ui-kit/poster';
import { Skeleton } from '@portal/ui-kit/skeleton';
import { useId, useMemo } from 'react';
import { useTvSchedule } from './api/get-tv-schedule.ts';
import { EpisodeItem } from './episode-item.tsx';
import { DayFilter, WeekNav } from './schedule-controls.tsx';
import type { TvScheduleDay } from './types.ts';
import * as styles from './tv-schedule.css.ts';
import { useNow } from './use-now.ts';
import { useScheduleParams } from './use-schedule-params.ts';
import { dateIn, longDay, mondayOf, relativeDay, viewerTimeZone, weekDates, type IsoDate } from './week.ts';

function LoadingSchedule() {
  const { t } = useLingui();
  return (
    <ul className={styles.episodes} aria-label={t`Loading the TV schedule`} aria-busy="true">
      {[0, 1, 2, 3].map((item) => (
        <li key={item} className={styles.episode}>
          <Skeleton className={posterFrameClass} height="auto" />
          <div className={styles.episodeBody}>
            <Skeleton width="30%" height="0.875rem" />
            <Skeleton width="60%" height="1.25rem" />
            <Skeleton width="45%" height="0.875rem" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function DaySection({ day, today, now, single }: { day: TvScheduleDay; today: IsoDate; now: number; single: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const relative = relativeDay(day.date, today);
  const name = longDay(day.date);
  return (
    <section aria-labelledby={headingId} className={styles.day}>
      <h2 id={headingId} className={day.date === today ? styles.todayHeading : styles.dayHeading}>
        {relative ? <span className={styles.relativeDay}>{relative}</span> : null}
        <span>{name}</span>
      </h2>
      {day.episodes.length > 0 ? (
        <ul className={styles.episodes} aria-label={t`Episodes on ${name}`}>
          {day.episodes.map((episode) => (
            <EpisodeItem key={episode.id} episode={episode} now={now} />
          ))}
        </ul>
      ) : single ? null : (
        <p className={styles.noEpisodes}>
          <Trans>No new episodes.</Trans>
        </p>
      )}
    </section>
  );
}

function Schedule({ userId }: { userId: number }) {
  const { t } = useLingui();
  const timeZone = useMemo(viewerTimeZone, []);
  const now = useNow();
  const today = dateIn(new Date(now), timeZone);
  const params = useScheduleParams(today);
  const schedule = useTvSchedule(userId, { from: params.week, timeZone, scope: params.scope });
  const dates = weekDates(params.week);

  // While the next week loads, the previous one stays on screen; its counts would be wrong.
  const current = schedule.data && !schedule.isPlaceholderData ? schedule.data : null;
  const counts = current ? new Map(current.days.map((day) => [day.date, day.episodes.length])) : null;

  const controls = (
    <div className={styles.controls}>
      <WeekNav week={params.week} isThisWeek={params.week === mondayOf(today)} onShift={params.shiftWeeks} onThisWeek={params.goToToday} />
      <DayFilter dates={dates} selected={params.day} today={today} counts={counts} onSelect={params.selectDay} />
      <SwitchField
        label={t`Include shows I follow`}
        description={t`Also list the shows you follow that none of your servers has yet.`}
        checked={params.scope === 'followed'}
        onCheckedChange={(checked) => params.setScope(checked ? 'followed' : 'servers')}
      />
    </div>
  );

  let content;
  if (schedule.isPending) content = <LoadingSchedule />;
  else if (schedule.isError) {
    content = <ErrorState title={t`The TV schedule could not be loaded`} error={schedule.error} onRetry={() => void schedule.refetch()} />;
  } else {
    const days = params.day ? schedule.data.days.filter((day) => day.date === params.day) : schedule.data.days;
    const total = days.reduce((sum, day) => sum + day.episodes.length, 0);
    const available = days.reduce((sum, day) => sum + day.episodes.filter((episode) => episode.on_server).length, 0);
    const busy = schedule.isPlaceholderData;
    if (total === 0 && !busy) {
      const day = params.day ? longDay(params.day) : null;
      content = day ? (
        <EmptyState
          title={t`Nothing airs on ${day}`}
          description={params.scope === 'servers' ? t`None of the shows on your servers has a new episode that day.` : t`None of your shows has a new episode that day.`}
          action={
            <Button variant="secondary" onClick={() => params.selectDay(null)}>
              <Trans>Show the whole week</Trans>
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={t`Nothing airs this week`}
          description={
            params.scope === 'servers'
              ? t`None of the shows on your servers has a new episode this week. Shows appear here when a TV library of one of your servers has them.`
              : t`None of your shows has a new episode this week.`
          }
          action={
            <Button variant="secondary" onClick={() => params.shiftWeeks(1)}>
              <Trans>Show next week</Trans>
            </Button>
          }
        />
      );
    } else {
      content = (
        <div className={busy ? styles.busy : undefined} aria-busy={busy || undefined}>
          <p className={styles.summary} aria-live="polite">
            <Trans>
              <Plural value={total} one="# episode" other="# episodes" />, {available} available on your servers
            </Trans>
          </p>
          {days.map((day) => (
            <DaySection key={day.date} day={day} today={today} now={now} single={params.day !== null} />
          ))}
        </div>
      );
    }
  }

  return (
    <Stack gap="lg">
      {controls}
      {content}
    </Stack>
  );
}

/** New episodes of the shows on the customer's servers, a week at a time, day by day. */
export default function TvScheduleScreen() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <Page title={t`TV schedule`} description={t`New episodes of the shows on your servers, day by day in your time zone.`}>
      {user ? <Schedule key={user.id} userId={user.id} /> : null}
    </Page>
  );
}
