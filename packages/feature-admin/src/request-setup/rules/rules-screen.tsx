import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { SelectField, SwitchField, TextField } from '@portal/ui-kit/field';
import { emailError, Form, FormError, maxLengthError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { useListState } from '@portal/ui-kit/list-state';
import { poof, useOutcome } from '@portal/ui-kit/outcome';
import { Pager } from '@portal/ui-kit/pager';
import { Section } from '@portal/ui-kit/section';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeleteRequestOverride } from '../api/delete-override.ts';
import { useRequestOverrides } from '../api/get-overrides.ts';
import { useRequestRules } from '../api/get-rules.ts';
import { useSaveRequestOverride } from '../api/save-override.ts';
import { useSaveRequestRules } from '../api/save-rules.ts';
import type { RequestOverride, RequestRules, UhdAudience } from '../api/types.ts';
import { UHD_AUDIENCE_LABELS, UHD_AUDIENCES } from '../shared/labels.ts';
import * as styles from '../shared/request-setup.css.ts';

/** The API's bounds of a weekly limit. */
const LIMIT_MAX = 1000;
const SEASONS_MAX = 100;
const NOTE_MAX = 255;

interface RulesValues {
  weekly_limit: string;
  trial_weekly_limit: string;
  max_seasons: string;
  uhd_requests: string;
  auto_approve_contributors: boolean;
}

/** A whole number within bounds, or the message that says what is wanted. */
function wholeNumberError(value: unknown, { min, max, message }: { min: number; max: number; message: string }): string | undefined {
  const raw = text(value);
  if (!/^\d+$/.test(raw)) return message;
  const number = Number(raw);
  return number < min || number > max ? message : undefined;
}

function RulesForm({ rules }: { rules: RequestRules }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const save = useSaveRequestRules();
  const limitMessage = t`Enter a whole number from 0 to 1000.`;
  return (
    <>
      <Form<RulesValues>
        aria-label={t`Request limits`}
        validate={(values): FormValidationErrors<RulesValues> => ({
          weekly_limit: wholeNumberError(values.weekly_limit, { min: 0, max: LIMIT_MAX, message: limitMessage }),
          trial_weekly_limit: wholeNumberError(values.trial_weekly_limit, { min: 0, max: LIMIT_MAX, message: limitMessage }),
          max_seasons: text(values.max_seasons) ? wholeNumberError(values.max_seasons, { min: 1, max: SEASONS_MAX, message: t`Enter a whole number from 1 to 100, or leave it empty.` }) : undefined,
        })}
        onSubmit={(values) =>
          outcome.run(
            () =>
              save.mutateAsync({
                weekly_limit: Number(text(values.weekly_limit)),
                trial_weekly_limit: Number(text(values.trial_weekly_limit)),
                max_seasons: text(values.max_seasons) ? Number(text(values.max_seasons)) : null,
                uhd_requests: (UHD_AUDIENCES.find((audience) => audience === values.uhd_requests) ?? 'everyone') satisfies UhdAudience,
                auto_approve_contributors: values.auto_approve_contributors,
              }),
            { success: t`The request rules have been saved.` },
          )
        }
      >
        <div className={styles.tightStack}>
          <FormError />
          <p className={styles.note}>
            <Trans>Customers see their new weekly quota in the request lounge as soon as you save. Requests already made stay.</Trans>
          </p>
          <div className={styles.fields}>
            <TextField
              name="weekly_limit"
              label={t`Weekly requests per customer`}
              description={t`How many titles a customer may request in seven days. 0 stops their requests.`}
              defaultValue={String(rules.weekly_limit)}
              inputMode="numeric"
              autoComplete="off"
              required
            />
            <TextField
              name="trial_weekly_limit"
              label={t`Weekly requests per trial account`}
              description={t`The same for accounts on a trial: usually a taste only.`}
              defaultValue={String(rules.trial_weekly_limit)}
              inputMode="numeric"
              autoComplete="off"
              required
            />
            <TextField
              name="max_seasons"
              label={t`Most seasons per show request`}
              description={t`How many seasons one request for a show may ask for. Empty: every season.`}
              defaultValue={rules.max_seasons === null || rules.max_seasons === undefined ? '' : String(rules.max_seasons)}
              inputMode="numeric"
              autoComplete="off"
            />
            <SelectField
              name="uhd_requests"
              label={t`Who may request 4K`}
              description={t`4K versions take four times the space of HD ones.`}
              defaultValue={rules.uhd_requests ?? 'everyone'}
              options={UHD_AUDIENCES.map((audience) => ({ value: audience, label: t(UHD_AUDIENCE_LABELS[audience]) }))}
            />
          </div>
          <SwitchField
            name="auto_approve_contributors"
            label={t`Approve contributors’ requests at once`}
            description={t`Contributors fill the libraries themselves, so their requests skip the queue of pending requests.`}
            defaultChecked={rules.auto_approve_contributors ?? false}
          />
          {rules.updated_at ? (
            <p className={styles.muted}>
              <Trans>
                Last changed <time dateTime={rules.updated_at}>{formatDateTime(rules.updated_at)}</time>
              </Trans>
            </p>
          ) : null}
          <div className={styles.actions}>
            <SubmitButton>
              <Trans>Save rules</Trans>
            </SubmitButton>
          </div>
        </div>
      </Form>
      {outcome.dialog}
    </>
  );
}

interface OverrideValues {
  email: string;
  weekly_limit: string;
  note: string;
}

function OverrideForm() {
  const { t } = useLingui();
  const outcome = useOutcome();
  const save = useSaveRequestOverride();
  // A new form once the limit is saved, so the next one starts empty.
  const [round, setRound] = useState(0);
  return (
    <>
      <Form<OverrideValues>
        key={round}
        aria-label={t`Give a user their own limit`}
        validate={(values) => ({
          email: emailError(values.email, { missing: t`Enter the user’s e-mail address.` }),
          weekly_limit: wholeNumberError(values.weekly_limit, { min: 0, max: LIMIT_MAX, message: t`Enter a whole number from 0 to 1000.` }),
          note: maxLengthError(text(values.note), NOTE_MAX, t`Keep the note to 255 characters.`),
        })}
        onSubmit={async (values) => {
          const answer = await outcome.run(
            () => save.mutateAsync({ email: text(values.email), weekly_limit: Number(text(values.weekly_limit)), note: text(values.note) || null }),
            { success: t`The user’s own limit has been saved.` },
          );
          if (answer) setRound((current) => current + 1);
        }}
      >
        <div className={styles.tightStack}>
          <FormError />
          <div className={styles.fields}>
            <TextField name="email" type="email" label={t`User’s e-mail address`} autoComplete="off" required />
            <TextField name="weekly_limit" label={t`Their weekly requests`} description={t`Replaces the quota of their kind of account.`} inputMode="numeric" autoComplete="off" required />
            <TextField name="note" label={t`Note`} description={t`Why they have it, for the other admins. Optional.`} autoComplete="off" />
          </div>
          <div className={styles.actions}>
            <SubmitButton>
              <Trans>Save their limit</Trans>
            </SubmitButton>
          </div>
        </div>
      </Form>
      {outcome.dialog}
    </>
  );
}

function OverrideItem({ override, onRemove }: { override: RequestOverride; onRemove: () => void }) {
  const { t } = useLingui();
  const name = override.user.name;
  const limit = override.weekly_limit;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle level={3}>
          <Link to={`/admin/users/${override.user.id}`}>{name}</Link>
        </ListCardTitle>
        <ul className={styles.facts} aria-label={t`About ${name}`}>
          {override.user.email ? <li>{override.user.email}</li> : null}
          {override.user.is_trial ? (
            <li>
              <Trans>Trial account</Trans>
            </li>
          ) : null}
          {override.note ? <li>{override.note}</li> : null}
          {override.created_at ? (
            <li>
              <Trans>
                Since <time dateTime={override.created_at}>{formatDateTime(override.created_at)}</time>
              </Trans>
            </li>
          ) : null}
        </ul>
      </div>
      <div className={styles.itemSide}>
        <Badge tone={limit === 0 ? 'warning' : 'info'}>
          <Plural value={limit} _0="No requests" one="# request a week" other="# requests a week" />
        </Badge>
        <Button variant="secondary" size="sm" onClick={onRemove} aria-label={t`Remove ${name}’s own limit`}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </ListCard>
  );
}

function Overrides() {
  const { t } = useLingui();
  const list = useListState(useSearchParams());
  const overrides = useRequestOverrides(list.page);
  const remove = useDeleteRequestOverride();
  const outcome = useOutcome();
  const [removing, setRemoving] = useState<RequestOverride | null>(null);
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const name = removing?.user.name ?? '';
  return (
    <Card title={t`Users with their own limit`} description={t`A user’s own weekly limit replaces the quota above, for them alone.`}>
      <div className={styles.tightStack}>
        <Section
          query={overrides}
          loading={t`Loading the users with their own limit`}
          error={t`The users with their own limit could not be loaded`}
          empty={(page) => page.meta.total === 0}
          emptyState={{ title: t`Nobody has their own limit`, description: t`Everyone has the quota of their kind of account.` }}
        >
          {(page) => (
            <>
              <ListCardList ref={listRef} tabIndex={-1} aria-label={t`Users with their own limit`} aria-busy={overrides.isPlaceholderData || undefined}>
                {page.data.map((override) => (
                  <OverrideItem
                    key={override.id}
                    override={override}
                    onRemove={() => {
                      setRemoving(override);
                      setOpen(true);
                    }}
                  />
                ))}
              </ListCardList>
              <Pager label={t`Pages of users with their own limit`} {...list.pagerProps(page.meta.last_page, { busy: overrides.isPlaceholderData })} page={page.meta.current_page} />
            </>
          )}
        </Section>
        <OverrideForm />
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Remove ${name}’s own limit?`}
        description={t`${name} gets the weekly quota of their kind of account again.`}
        confirmLabel={t`Remove limit`}
        tone="danger"
        onConfirm={async () => {
          if (!removing) return;
          try {
            const answer = await remove.mutateAsync(removing.id);
            outcome.show({ ...poof(answer.message, t`The user’s own limit has been removed.`), returnFocus: () => listRef.current });
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </Card>
  );
}

/** `/app/admin/requests/rules`: the weekly quotas the customers' lounge shows, the other limits, and users with their own limit. */
export default function RulesScreen() {
  const { t } = useLingui();
  const rules = useRequestRules();
  return (
    <div className={styles.stack}>
      <Card title={t`Request limits`} description={t`What customers may request in the request lounge.`}>
        <Section query={rules} loading={t`Loading the request rules`} error={t`The request rules could not be loaded`} keepDataOnError>
          {(data) => <RulesForm rules={data} />}
        </Section>
      </Card>
      <Overrides />
    </div>
  );
}
