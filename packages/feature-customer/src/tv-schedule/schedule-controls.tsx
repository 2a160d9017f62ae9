import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import * as styles from './tv-schedule.css.ts';
import { dayOfMonth, longDay, shortWeekday, weekRange, type IsoDate } from './week.ts';

export function WeekNav({
  week,
  isThisWeek,
  onShift,
  onThisWeek,
}: {
  week: IsoDate;
  isThisWeek: boolean;
  onShift: (weeks: number) => void;
  onThisWeek: () => void;
}) {
  const { t } = useLingui();
  const range = weekRange(week);
  return (
    <nav aria-label={t`Weeks`} className={styles.weekNav}>
      <p className={styles.weekRange} aria-live="polite">
        <Trans>
          <VisuallyHidden>Week of</VisuallyHidden> {range}
        </Trans>
      </p>
      <div className={styles.weekButtons}>
        <Button variant="secondary" size="sm" onClick={() => onShift(-1)}>
          <span aria-hidden="true">←</span>
          <span>
            <Trans>
              Previous<span className={styles.wideOnly}> week</span>
            </Trans>
          </span>
        </Button>
        {/* aria-disabled, not disabled: pressing it by keyboard must not drop the focus to the page. */}
        <Button variant="secondary" size="sm" aria-disabled={isThisWeek || undefined} onClick={isThisWeek ? undefined : onThisWeek}>
          <Trans>This week</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onShift(1)}>
          <span>
            <Trans>
              Next<span className={styles.wideOnly}> week</span>
            </Trans>
          </span>
          <span aria-hidden="true">→</span>
        </Button>
      </div>
    </nav>
  );
}

/**
 * The whole week or one of its days. Toggle buttons rather than tabs: the days filter one list,
 * and a phone shows all seven in one row.
 */
export function DayFilter({
  dates,
  selected,
  today,
  counts,
  onSelect,
}: {
  dates: IsoDate[];
  selected: IsoDate | null;
  today: IsoDate;
  /** Episodes per day; null while they load. */
  counts: Map<IsoDate, number> | null;
  onSelect: (date: IsoDate | null) => void;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Days`} className={styles.dayFilter}>
      <button type="button" className={styles.allWeek} aria-pressed={selected === null} onClick={() => onSelect(null)}>
        <Trans>Whole week</Trans>
      </button>
      <div className={styles.dayButtons}>
        {dates.map((date) => {
          const count = counts?.get(date);
          const day = longDay(date);
          return (
            <button key={date} type="button" className={styles.dayButton} aria-pressed={selected === date} onClick={() => onSelect(date)}>
              <span className={styles.dayName}>{shortWeekday(date)}</span>{' '}
              <span className={styles.dayNumber}>{dayOfMonth(date)}</span>
              <VisuallyHidden>
                {' '}
                {count === undefined ? (
                  date === today ? (
                    <Trans>{day}, today</Trans>
                  ) : (
                    day
                  )
                ) : date === today ? (
                  <Plural value={count} one={`${day}, today, # episode`} other={`${day}, today, # episodes`} />
                ) : (
                  <Plural value={count} one={`${day}, # episode`} other={`${day}, # episodes`} />
                )}
              </VisuallyHidden>
              <span className={date === today ? styles.todayMark : styles.noMark} aria-hidden="true" />
              {count === undefined ? null : (
                <span className={count === 0 ? styles.dayCountNone : styles.dayCount} aria-hidden="true">
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
