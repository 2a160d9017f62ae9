import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { SelectField, SwitchField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, useFormState } from '@portal/ui-kit/form';
import { useState } from 'react';
import type { AutomationCatalogue, AutomationInput, AutomationOperator, FieldSpec, ParamSpec } from '../api/types.ts';
import { automationSentence, optionLabel } from '../sentence/sentence.ts';
import { ACTION_LABELS, FIELD_LABELS, OPERATOR_LABELS, PARAM_LABELS, readableId, TRIGGER_LABELS } from '../sentence/words.ts';
import * as styles from './automation-form.css.ts';
import { type ActionDraft, type ConditionDraft, type Draft, inputOf, newKey, type ParamsDraft, sentenceSourceOf } from './draft.ts';

const MAX_ROWS = 10;
const NAME_MAX = 80;

type Errors = Record<string, string | undefined>;

function useParamCheck() {
  const { t } = useLingui();
  /** The error of one value of a parameter or condition, or undefined. */
  return (spec: Pick<ParamSpec, 'kind' | 'min' | 'max'> & { required?: boolean }, raw: string | undefined): string | undefined => {
    const value = (raw ?? '').trim();
    if (!value) return spec.required ? (spec.kind === 'select' ? t`Choose one.` : t`Fill this in.`) : undefined;
    if (spec.kind === 'number') {
      const number = Number(value);
      const min = spec.min ?? null;
      const max = spec.max ?? null;
      if (!Number.isFinite(number)) return t`Enter a number.`;
      if ((min !== null && number < min) || (max !== null && number > max)) {
        if (min !== null && max !== null) return t`Enter a number from ${min} to ${max}.`;
        return min !== null ? t`Enter a number of at least ${min}.` : t`Enter a number of at most ${max ?? 0}.`;
      }
    }
    if (spec.kind === 'text' && spec.max && value.length > spec.max) return t`Keep it to ${spec.max} characters.`;
    return undefined;
  };
}

function ValueField({
  spec,
  name,
  label,
  value,
  onChange,
  optional,
}: {
  spec: Pick<ParamSpec, 'kind' | 'min' | 'max' | 'options' | 'unit'>;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  optional?: string;
}) {
  const { t } = useLingui();
  if (spec.kind === 'select') {
    const options = (spec.options ?? []).map((option) => ({ value: option.id, label: optionLabel(spec, option.id, t) }));
    return (
      <SelectField
        name={name}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={optional === undefined ? [{ value: '', label: t`Choose…`, disabled: true }, ...options] : [{ value: '', label: optional }, ...options]}
      />
    );
  }
  const range = spec.kind === 'number' && spec.min !== null && spec.min !== undefined && spec.max !== null && spec.max !== undefined ? t`From ${spec.min} to ${spec.max}.` : undefined;
  return (
    <TextField
      name={name}
      label={label}
      description={range}
      inputMode={spec.kind === 'number' ? 'decimal' : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
    />
  );
}

function ParamFields({ specs, prefix, params, onChange }: { specs: ParamSpec[]; prefix: string; params: ParamsDraft; onChange: (params: ParamsDraft) => void }) {
  const { t } = useLingui();
  return (
    <>
      {specs.map((spec) => {
        const words = PARAM_LABELS[spec.id];
        return (
          <ValueField
            key={spec.id}
            spec={spec}
            name={`${prefix}.${spec.id}`}
            label={words ? t(words) : readableId(spec.id)}
            value={params[spec.id] ?? ''}
            onChange={(value) => onChange({ ...params, [spec.id]: value })}
            optional={spec.required ? undefined : t`Any`}
          />
        );
      })}
    </>
  );
}

function ConditionRow({
  index,
  condition,
  fields,
  onChange,
  onRemove,
}: {
  index: number;
  condition: ConditionDraft;
  fields: FieldSpec[];
  onChange: (condition: ConditionDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const field = fields.find((candidate) => candidate.id === condition.field);
  const number = index + 1;
  return (
    <fieldset className={styles.row}>
      <legend className={styles.rowLegend}>
        <Trans>Condition {number}</Trans>
      </legend>
      <div className={styles.rowFields}>
        <SelectField
          name={`conditions.${index}.field`}
          label={t`Field`}
          value={condition.field}
          onChange={(event) => {
            const next = fields.find((candidate) => candidate.id === event.target.value);
            onChange({ ...condition, field: event.target.value, operator: next?.operators[0] ?? '', value: '' });
          }}
          options={[
            { value: '', label: t`Choose…`, disabled: true },
            ...fields.map((candidate) => {
              const words = FIELD_LABELS[candidate.id];
              return { value: candidate.id, label: words ? t(words) : readableId(candidate.id) };
            }),
          ]}
        />
        <SelectField
          name={`conditions.${index}.operator`}
          label={t`Operator`}
          value={condition.operator}
          onChange={(event) => onChange({ ...condition, operator: event.target.value as AutomationOperator })}
          options={[{ value: '', label: t`Choose…`, disabled: true }, ...(field?.operators ?? []).map((operator) => ({ value: operator, label: t(OPERATOR_LABELS[operator]) }))]}
        />
        <ValueField spec={field ?? { kind: 'text' }} name={`conditions.${index}.value`} label={t`Value`} value={condition.value} onChange={(value) => onChange({ ...condition, value })} />
      </div>
      <Button type="button" variant="ghost" size="sm" className={styles.remove} onClick={onRemove}>
        <Trans>Remove condition {number}</Trans>
      </Button>
    </fieldset>
  );
}

function ActionRow({
  index,
  action,
  actions,
  catalogue,
  onChange,
  onRemove,
}: {
  index: number;
  action: ActionDraft;
  actions: AutomationCatalogue['actions'];
  catalogue: AutomationCatalogue;
  onChange: (action: ActionDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const spec = catalogue.actions.find((candidate) => candidate.id === action.type);
  const number = index + 1;
  return (
    <fieldset className={styles.row}>
      <legend className={styles.rowLegend}>
        <Trans>Action {number}</Trans>
      </legend>
      <div className={styles.rowFields}>
        <SelectField
          name={`actions.${index}.type`}
          label={t`Do this`}
          value={action.type}
          onChange={(event) => onChange({ ...action, type: event.target.value, params: {} })}
          options={[
            { value: '', label: t`Choose…`, disabled: true },
            ...actions.map((candidate) => {
              const words = ACTION_LABELS[candidate.id];
              return { value: candidate.id, label: words ? t(words) : readableId(candidate.id) };
            }),
          ]}
        />
        {spec ? <ParamFields specs={spec.params ?? []} prefix={`actions.${index}.params`} params={action.params} onChange={(params) => onChange({ ...action, params })} /> : null}
      </div>
      <Button type="button" variant="ghost" size="sm" className={styles.remove} onClick={onRemove}>
        <Trans>Remove action {number}</Trans>
      </Button>
    </fieldset>
  );
}

/** The error of the actions as a whole ("Add at least one action"), from the form's own check or the server's 422. */
function ActionsError() {
  const { errors } = useFormState();
  return errors.actions ? (
    <p id="automation-actions-error" className={styles.error} role="alert">
      {errors.actions}
    </p>
  ) : null;
}

export interface AutomationFormProps {
  catalogue: AutomationCatalogue;
  initial: Draft;
  submitLabel: string;
  onSave: (input: AutomationInput) => Promise<unknown>;
}

/** An automation as a trigger, conditions and actions, and the sentence it reads as, updated as it is edited. */
export function AutomationForm({ catalogue, initial, submitLabel, onSave }: AutomationFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(initial);
  const check = useParamCheck();
  const trigger = catalogue.triggers.find((candidate) => candidate.id === draft.trigger);
  const fields = trigger?.fields ?? [];
  const fitting = catalogue.actions.filter((action) => !trigger || action.subjects.includes(trigger.subject));
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const chooseTrigger = (id: string) => {
    const next = catalogue.triggers.find((candidate) => candidate.id === id);
    setDraft((current) => ({
      ...current,
      trigger: id,
      triggerParams: {},
      // Rows that still fit the new trigger keep what was typed.
      conditions: current.conditions.map((condition) => (next?.fields?.some((field) => field.id === condition.field) ? condition : { ...condition, field: '', operator: '', value: '' })),
      actions: current.actions.map((action) => {
        const spec = catalogue.actions.find((candidate) => candidate.id === action.type);
        return !spec || !next || spec.subjects.includes(next.subject) ? action : { ...action, type: '', params: {} };
      }),
    }));
  };

  const validate = (): Errors => {
    const errors: Errors = {};
    const name = draft.name.trim();
    if (!name) errors.name = t`Name the automation.`;
    else if (name.length > NAME_MAX) errors.name = t`Keep the name to ${NAME_MAX} characters.`;
    if (!draft.trigger) errors['trigger.type'] = t`Choose what starts the automation.`;
    for (const spec of trigger?.params ?? []) errors[`trigger.params.${spec.id}`] = check(spec, draft.triggerParams[spec.id]);
    draft.conditions.forEach((condition, index) => {
      const field = fields.find((candidate) => candidate.id === condition.field);
      if (!field) errors[`conditions.${index}.field`] = t`Choose a field.`;
      else if (!condition.operator) errors[`conditions.${index}.operator`] = t`Choose how to compare.`;
      errors[`conditions.${index}.value`] = check({ ...(field ?? { kind: 'text' }), required: true }, condition.value);
    });
    if (draft.actions.length === 0) errors.actions = t`Add at least one action.`;
    draft.actions.forEach((action, index) => {
      const spec = catalogue.actions.find((candidate) => candidate.id === action.type);
      if (!spec) errors[`actions.${index}.type`] = t`Choose an action.`;
      for (const param of spec?.params ?? []) errors[`actions.${index}.params.${param.id}`] = check(param, action.params[param.id]);
    });
    return errors;
  };

  const sentence = automationSentence(sentenceSourceOf(draft), catalogue, t);
  return (
    <Form<Record<string, unknown>> className={styles.form} aria-label={t`Automation`} validate={() => validate()} onSubmit={() => onSave(inputOf(draft, catalogue))}>
      <FormError />
      <div className={styles.sentenceBox}>
        <h3 className={styles.sentenceHeading} id="automation-sentence-heading">
          <Trans>Reads as</Trans>
        </h3>
        <p className={styles.sentence} aria-live="polite" aria-labelledby="automation-sentence-heading" data-testid="automation-sentence">
          {sentence}
        </p>
      </div>
      <TextField name="name" label={t`Name`} value={draft.name} onChange={(event) => update({ name: event.target.value })} maxLength={NAME_MAX + 20} autoComplete="off" />
      <SwitchField name="enabled" label={t`Enabled`} description={t`A disabled automation does not run when its trigger fires.`} checked={draft.enabled} onCheckedChange={(enabled) => update({ enabled })} />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>When</Trans>
        </legend>
        <SelectField
          name="trigger.type"
          label={t`Trigger`}
          value={draft.trigger}
          onChange={(event) => chooseTrigger(event.target.value)}
          options={[
            { value: '', label: t`Choose…`, disabled: true },
            ...catalogue.triggers.map((candidate) => {
              const words = TRIGGER_LABELS[candidate.id];
              return { value: candidate.id, label: words ? t(words) : readableId(candidate.id) };
            }),
          ]}
        />
        {trigger ? <ParamFields specs={trigger.params ?? []} prefix="trigger.params" params={draft.triggerParams} onChange={(triggerParams) => update({ triggerParams })} /> : null}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Only if</Trans>
        </legend>
        {draft.conditions.length === 0 ? (
          <p className={styles.hint}>
            <Trans>No conditions: it runs every time the trigger fires.</Trans>
          </p>
        ) : null}
        {draft.conditions.map((condition, index) => (
          <ConditionRow
            key={condition.key}
            index={index}
            condition={condition}
            fields={fields}
            onChange={(next) => update({ conditions: draft.conditions.map((row) => (row.key === condition.key ? next : row)) })}
            onRemove={() => update({ conditions: draft.conditions.filter((row) => row.key !== condition.key) })}
          />
        ))}
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={fields.length === 0 || draft.conditions.length >= MAX_ROWS}
            onClick={() => update({ conditions: [...draft.conditions, { key: newKey(), field: fields[0]?.id ?? '', operator: fields[0]?.operators[0] ?? '', value: '' }] })}
          >
            <Trans>Add a condition</Trans>
          </Button>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Then</Trans>
        </legend>
        {draft.actions.map((action, index) => (
          <ActionRow
            key={action.key}
            index={index}
            action={action}
            actions={fitting}
            catalogue={catalogue}
            onChange={(next) => update({ actions: draft.actions.map((row) => (row.key === action.key ? next : row)) })}
            onRemove={() => update({ actions: draft.actions.filter((row) => row.key !== action.key) })}
          />
        ))}
        <ActionsError />
        <div>
          <Button
            type="button"
            name="actions"
            variant="secondary"
            size="sm"
            aria-describedby="automation-actions-error"
            disabled={draft.actions.length >= MAX_ROWS}
            onClick={() => update({ actions: [...draft.actions, { key: newKey(), type: '', params: {} }] })}
          >
            <Trans>Add an action</Trans>
          </Button>
        </div>
      </fieldset>

      <div className={styles.footer}>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
