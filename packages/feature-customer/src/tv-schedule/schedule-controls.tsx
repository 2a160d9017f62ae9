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
  return (
    <nav aria-label="Weeks" className={styles.weekNav}>
      <p className={styles.weekRange} aria-live="polite">
        <VisuallyHidden>Week of </VisuallyHidden>
        {weekRange(week)}
      </p>
      <div className={styles.weekButtons}>
        <Button variant="secondary" size="sm" onClick={() => onShift(-1)}>
          <span aria-hidden="true">←</span>
          <span>
            Previous<span className={styles.wideOnly}> week</span>
          </span>
        </Button>
        {/* aria-disabled, not disabled: pressing it by keyboard must not drop the focus to the page. */}
        <Button variant="secondary" size="sm" aria-disabled={isThisWeek || undefined} onClick={isThisWeek ? undefined : onThisWeek}>
          This week
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onShift(1)}>
          <span>
            Next<span className={styles.wideOnly}> week</span>
          </span>
          <span aria-hidden="true">→</span>
        </Button>
      </div>
    </nav>
  );
}

function episodes(count: number): string {
  return `${count} ${count === 1 ? 'episode' : 'episodes'}`;
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
  return (
    <div role="group" aria-label="Days" className={styles.dayFilter}>
      <button type="button" className={styles.allWeek} aria-pressed={selected === null} onClick={() => onSelect(null)}>
        Whole week
      </button>
      <div className={styles.dayButtons}>
        {dates.map((date) => {
          const count = counts?.get(date);
          return (
            <button key={date} type="button" className={styles.dayButton} aria-pressed={selected === date} onClick={() => onSelect(date)}>
              <span className={styles.dayName}>{shortWeekday(date)}</span>{' '}
              <span className={styles.dayNumber}>{dayOfMonth(date)}</span>
              <VisuallyHidden>
                {' '}
                {longDay(date)}
                {date === today ? ', today' : ''}
                {count === undefined ? '' : `, ${episodes(count)}`}
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
