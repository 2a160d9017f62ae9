import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { CheckboxField, SwitchField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatDate, formatMoney, formatNumber } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { useTrialsSettings } from '../api/get-trials.ts';
import type { ServerType, TrialSettings, TrialSettingsInput } from '../api/types.ts';
import { useUpdateTrialSettings } from '../api/update-trials.ts';
import { settingHint, useCustomerConfirm } from '../shared/customer-change.tsx';
import { GroupError } from '../shared/group-error.tsx';
import * as styles from '../shared/settings.css.ts';

type Product = TrialSettings['products'][number];
type TrialAccount = NonNullable<TrialSettings['recent_trials']>[number];

const SERVER_TYPES: readonly { value: ServerType; label: MessageDescriptor }[] = [
  { value: 'plex', label: msg`Plex` },
  { value: 'emby', label: msg`Emby` },
  { value: 'jellyfin', label: msg`Jellyfin` },
];

const CYCLES = {
  monthly: msg`a month`,
  quarterly: msg`a quarter`,
  semiannually: msg`half a year`,
  annually: msg`a year`,
} as const;

/** The form's values: a switch or a checkbox per flag, product and server type; numbers as typed. */
type TrialValues = Record<string, string | boolean>;

function whole(value: unknown, max: number): number | null {
  const raw = text(value);
  if (!/^\d+$/.test(raw)) return null;
  const number = Number(raw);
  return number <= max ? number : null;
}

function validateTrials(values: TrialValues): FormValidationErrors<TrialValues> {
  const duration = whole(values.duration_days, 30);
  return {
    duration_days: duration === null || duration < 1 ? translate`Enter a number of days from 1 to 30.` : undefined,
    max_active_trials: whole(values.max_active_trials, 10000) === null ? translate`Enter a number from 0 to 10000; 0 means no limit.` : undefined,
    end_reminder_days: whole(values.end_reminder_days, 30) === null ? translate`Enter a number of days from 0 to 30.` : undefined,
    server_types: SERVER_TYPES.some((type) => values[`server_type_${type.value}`] === true) ? undefined : translate`Choose at least one server type.`,
  };
}

function trialInput(values: TrialValues, candidates: readonly Product[]): TrialSettingsInput {
  return {
    enabled: values.enabled === true,
    duration_days: Number(text(values.duration_days)),
    auto_approve: values.auto_approve === true,
    server_types: SERVER_TYPES.filter((type) => values[`server_type_${type.value}`] === true).map((type) => type.value),
    max_active_trials: Number(text(values.max_active_trials)),
    end_reminder_days: Number(text(values.end_reminder_days)),
    product_ids: candidates.filter((product) => values[`product_${product.id}`] === true).map((product) => product.id),
  };
}

function customerChanges(before: TrialSettings, after: TrialSettingsInput, candidates: readonly Product[]): string[] {
  const trials = before.trials;
  const changes: string[] = [];
  if (after.enabled !== trials.enabled) {
    changes.push(after.enabled ? translate`Visitors and customers can request a trial: the Request a trial page appears.` : translate`The Request a trial page disappears; nobody can request a trial.`);
  }
  const days = after.duration_days;
  if (days !== trials.duration_days) changes.push(plural(days, { one: 'New trials last # day.', other: 'New trials last # days.' }));
  if (after.auto_approve !== trials.auto_approve) {
    changes.push(after.auto_approve ? translate`Trial requests are approved at once, without waiting for an admin.` : translate`Trial requests wait for an admin's approval.`);
  }
  const typesBefore = [...(trials.server_types ?? [])].sort().join(',');
  if ([...after.server_types].sort().join(',') !== typesBefore) {
    const types = SERVER_TYPES.filter((type) => after.server_types.includes(type.value)).map((type) => translate(type.label)).join(', ');
    changes.push(translate`Trials can be requested for ${types}.`);
  }
  const offeredBefore = before.products.map((product) => product.id).sort((a, b) => a - b).join(',');
  if ([...after.product_ids].sort((a, b) => a - b).join(',') !== offeredBefore) {
    const names = candidates.filter((product) => after.product_ids.includes(product.id)).map((product) => product.name).join(', ');
    changes.push(names ? translate`The trial offers ${names}.` : translate`The trial offers no products.`);
  }
  return changes;
}

function Figures({ settings }: { settings: TrialSettings }) {
  const { t } = useLingui();
  const pending = settings.trials.pending_requests;
  const active = settings.trials.active_trial_users;
  return (
    <dl className={styles.figures}>
      {pending === undefined ? null : (
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t`Requests waiting`}</dt>
          <dd className={styles.figureValue}>{formatNumber(pending)}</dd>
          <dd className={styles.figureLabel}>
            <TextLink asChild>
              <Link to="/admin/requested-trials?status=pending">{t`Review the trial requests`}</Link>
            </TextLink>
          </dd>
        </div>
      )}
      {active === undefined ? null : (
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t`Trial accounts`}</dt>
          <dd className={styles.figureValue}>{formatNumber(active)}</dd>
          <dd className={styles.figureLabel}>
            <TextLink asChild>
              <Link to="/admin/users?role=trial">{t`Show every trial account`}</Link>
            </TextLink>
          </dd>
        </div>
      )}
    </dl>
  );
}

function productLabel(product: Product, cycle: string): string {
  const name = product.name;
  const price = formatMoney(Number(product.price), product.currency ?? 'USD');
  return translate`${name}, ${price} for ${cycle}`;
}

function TrialsForm({ settings }: { settings: TrialSettings }) {
  const { t } = useLingui();
  const update = useUpdateTrialSettings();
  const outcome = useOutcome();
  const customers = useCustomerConfirm();
  const trials = settings.trials;
  const candidates = settings.available_products ?? settings.products;
  const offered = new Set(settings.products.map((product) => product.id));
  const types = trials.server_types ?? SERVER_TYPES.map((type) => type.value);

  const submit = (values: TrialValues) => {
    const input = trialInput(values, candidates);
    return customers.confirm(customerChanges(settings, input, candidates), () =>
      outcome.run(() => update.mutateAsync(input), { success: t`The trial settings have been saved` }),
    );
  };

  return (
    <Card title={t`Trial settings`} description={t`Who may try the platform before paying, for how long, and with which products.`}>
      <Form<TrialValues> validate={validateTrials} onSubmit={submit}>
        <FormError />
        <div className={styles.formGrid}>
          <SwitchField
            className={styles.wide}
            label={t`Visitors can request a trial`}
            name="enabled"
            defaultChecked={trials.enabled ?? false}
            description={settingHint(t`Shows the Request a trial page on the sign-in page and in the customer menu.`, t`Customers see the page appear or disappear at once.`)}
          />
          <SwitchField
            className={styles.wide}
            label={t`Approve trial requests at once`}
            name="auto_approve"
            defaultChecked={trials.auto_approve ?? false}
            description={settingHint(t`Off: every request waits for an admin under Requested trials.`, t`Customers get their trial server without waiting.`)}
          />
          <TextField
            label={t`Length of a trial (days)`}
            name="duration_days"
            inputMode="numeric"
            required
            defaultValue={trials.duration_days === undefined ? '' : String(trials.duration_days)}
            autoComplete="off"
            description={settingHint(t`How long a trial server runs before it stops, from 1 to 30 days.`, t`Customers see it on the Request a trial page.`)}
          />
          <TextField
            label={t`Most trials at a time`}
            name="max_active_trials"
            inputMode="numeric"
            required
            defaultValue={String(trials.max_active_trials ?? 0)}
            autoComplete="off"
            description={t`New requests wait once this many trials run; 0 means no limit.`}
          />
          <TextField
            label={t`Reminder before a trial ends (days)`}
            name="end_reminder_days"
            inputMode="numeric"
            defaultValue={String(trials.end_reminder_days ?? 0)}
            autoComplete="off"
            description={t`When the trial user gets an e-mail inviting them to order; 0 for none.`}
          />
          <fieldset className={`${styles.fieldset} ${styles.wide}`} aria-describedby="trial-server-types-hint trial-server-types-error">
            <legend className={styles.legend}>{t`Server types`}</legend>
            <p id="trial-server-types-hint" className={styles.muted}>
              {t`The media servers a trial can be requested for.`}
            </p>
            <div className={styles.checks}>
              {SERVER_TYPES.map((type) => (
                <CheckboxField key={type.value} label={t(type.label)} name={`server_type_${type.value}`} defaultChecked={types.includes(type.value)} />
              ))}
            </div>
            <GroupError name="server_types" id="trial-server-types-error" />
          </fieldset>
          <fieldset className={`${styles.fieldset} ${styles.wide}`} aria-describedby="trial-products-hint">
            <legend className={styles.legend}>{t`Products offered as trials`}</legend>
            <p id="trial-products-hint" className={styles.muted}>
              {settingHint(t`A trial runs as one of these products; the customer can order it when the trial ends.`, t`Customers see these products when they request a trial.`)}
            </p>
            {candidates.length === 0 ? (
              <p className={styles.muted}>
                <Trans>There are no customer products with a server type yet.</Trans>{' '}
                <TextLink asChild>
                  <Link to="/admin/products">{t`Open the products`}</Link>
                </TextLink>
              </p>
            ) : (
              <div className={styles.checks}>
                {candidates.map((product) => (
                  <CheckboxField key={product.id} label={productLabel(product, t(CYCLES[product.billing_cycle]))} name={`product_${product.id}`} defaultChecked={offered.has(product.id)} />
                ))}
              </div>
            )}
          </fieldset>
        </div>
        <div className={styles.formActions}>
          <SubmitButton>{t`Save trial settings`}</SubmitButton>
        </div>
      </Form>
      {customers.dialog}
      {outcome.dialog}
    </Card>
  );
}

function RecentTrials({ accounts }: { accounts: readonly TrialAccount[] }) {
  const { t } = useLingui();
  if (accounts.length === 0) {
    return <EmptyState headingLevel={3} title={t`No trial accounts yet`} description={t`Trial accounts appear here once a trial request has been approved.`} />;
  }
  return (
    <ListCardList aria-label={t`Newest trial accounts`}>
      {accounts.map((account) => {
        const ends = account.ends_at ? formatDate(account.ends_at) : null;
        const started = account.started_at ? formatDate(account.started_at) : null;
        return (
          <ListCard key={account.id}>
            <div>
              <ListCardTitle level={3}>
                <ListCardLink asChild>
                  <Link to={`/admin/users/${account.id}`}>{account.name}</Link>
                </ListCardLink>
              </ListCardTitle>
              <span className={styles.muted}>{account.email}</span>
            </div>
            <span className={styles.muted}>
              {started && ends ? t`From ${started} to ${ends}` : started ? t`Since ${started}` : null}
            </span>
          </ListCard>
        );
      })}
    </ListCardList>
  );
}

/** `/app/admin/app-management/trials`: the trials running, the products offered and the trial settings. */
export default function TrialsScreen() {
  const { t } = useLingui();
  const settings = useTrialsSettings();
  return (
    <Section query={settings} headingLevel={2} loading={t`Loading the trial settings`} error={t`The trial settings could not be loaded`}>
      {(data) => (
        <Stack gap="xl">
          <Card title={t`Trials`} description={t`Trial requests waiting for a decision and the accounts trying the platform.`}>
            <Stack gap="lg">
              <Figures settings={data} />
              <RecentTrials accounts={data.recent_trials ?? []} />
            </Stack>
          </Card>
          <TrialsForm settings={data} />
        </Stack>
      )}
    </Section>
  );
}
