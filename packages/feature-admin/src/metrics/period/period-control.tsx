import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { formatDateRange } from '@portal/ui-kit/format';
import { type FormEvent, useEffect, useState } from 'react';
import type { MetricGroup, MetricPeriod } from '../api/types.ts';
import { customRangeProblem, defaultGroup, groupsFor, rangeOf, todayIso } from './period.ts';
import { useMetricPeriod } from './use-metric-period.ts';
import * as styles from './period.css.ts';

/**
 * The one period of every metrics screen: a preset or a custom range, and the step of the points.
 * It lives in the address, so a view can be bookmarked and every tab keeps it.
 */
export function PeriodControl() {
  const { t } = useLingui();
  const { query, adjusted, setQuery } = useMetricPeriod();
  const range = rangeOf(query);
  const [custom, setCustom] = useState(query.period === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<ReturnType<typeof customRangeProblem>>(null);

  // Back and forward in the browser change the period under the form.
  useEffect(() => {
    setCustom(query.period === 'custom');
    setFrom(range.from);
    setTo(range.to);
    setProblem(null);
  }, [query.period, range.from, range.to]);

  const periods: { value: MetricPeriod; label: string }[] = [
    { value: '7d', label: t`Last 7 days` },
    { value: '30d', label: t`Last 30 days` },
    { value: '90d', label: t`Last 90 days` },
    { value: '12m', label: t`Last 12 months` },
    { value: 'custom', label: t`Custom range` },
  ];
  const groupNames: Record<MetricGroup, string> = { day: t`Day`, week: t`Week`, month: t`Month` };

  const choosePeriod = (value: string) => {
    const period = periods.find((item) => item.value === value)?.value;
    if (!period) return;
    if (period === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    setQuery({ period, group: defaultGroup(rangeOf({ period }).days) });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to);
    setProblem(found);
    if (found) return;
    setQuery({ period: 'custom', from, to, group: defaultGroup(rangeOf({ period: 'custom', from, to }).days) });
  };

  const fromError = problem === 'from' ? t`Enter the first day as a date.` : problem === 'order' ? t`The first day must not be after the last day.` : problem === 'length' ? t`A period can be two years at most.` : undefined;
  const toError = problem === 'to' ? t`Enter the last day as a date.` : problem === 'future' ? t`The last day can be today at the latest.` : undefined;
  const shown = formatDateRange(range.from, range.to);

  return (
    <div className={styles.control}>
      <form className={styles.form} aria-label={t`Period`} onSubmit={apply} noValidate>
        <SelectField className={styles.field} label={t`Period`} value={custom ? 'custom' : query.period} options={periods} onChange={(event) => choosePeriod(event.target.value)} />
        {custom ? (
          <>
            <TextField className={styles.field} type="date" label={t`From`} value={from} max={todayIso()} error={fromError} onChange={(event) => setFrom(event.target.value)} />
            <TextField className={styles.field} type="date" label={t`To`} value={to} max={todayIso()} error={toError} onChange={(event) => setTo(event.target.value)} />
            <Button type="submit" variant="secondary" className={styles.apply}>
              <Trans>Apply</Trans>
            </Button>
          </>
        ) : null}
        <SelectField
          className={styles.field}
          label={t`Group by`}
          value={query.group}
          options={groupsFor(range.days).map((group) => ({ value: group, label: groupNames[group] }))}
          onChange={(event) => {
            const group = groupsFor(range.days).find((candidate) => candidate === event.target.value);
            if (group) setQuery({ ...query, group });
          }}
        />
      </form>
      <p className={styles.shown} aria-live="polite">
        <Trans>Showing {shown}</Trans>
      </p>
      {adjusted ? (
        <Alert tone="info">
          <Trans>The period in the address could not be used, so the default period is shown.</Trans>
        </Alert>
      ) : null}
    </div>
  );
}
