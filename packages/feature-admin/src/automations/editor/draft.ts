import type { AutomationCatalogue, AutomationDetail, AutomationInput, AutomationOperator, AutomationParams, ParamSpec } from '../api/types.ts';
import type { SentenceSource } from '../sentence/sentence.ts';

export type ParamsDraft = Record<string, string>;

export interface ConditionDraft {
  key: number;
  field: string;
  operator: AutomationOperator | '';
  value: string;
}

export interface ActionDraft {
  key: number;
  type: string;
  params: ParamsDraft;
}

/** The form as typed: every value a string, rows keyed so that removing one keeps the others' input. */
export interface Draft {
  name: string;
  enabled: boolean;
  trigger: string;
  triggerParams: ParamsDraft;
  conditions: ConditionDraft[];
  actions: ActionDraft[];
}

let nextKey = 1;
export const newKey = (): number => nextKey++;

const paramsDraft = (params: AutomationParams | undefined): ParamsDraft =>
  Object.fromEntries(Object.entries(params ?? {}).flatMap(([id, value]) => (value === null || value === undefined ? [] : [[id, String(value)]])));

export const emptyDraft = (): Draft => ({ name: '', enabled: true, trigger: '', triggerParams: {}, conditions: [], actions: [{ key: newKey(), type: '', params: {} }] });

export function draftOf(automation: AutomationDetail): Draft {
  return {
    name: automation.name,
    enabled: automation.enabled,
    trigger: automation.trigger.type,
    triggerParams: paramsDraft(automation.trigger.params),
    conditions: (automation.conditions ?? []).map((condition) => ({
      key: newKey(),
      field: condition.field,
      operator: condition.operator,
      value: condition.value === null ? '' : String(condition.value),
    })),
    actions: automation.actions.map((action) => ({ key: newKey(), type: action.type, params: paramsDraft(action.params) })),
  };
}

function paramsInput(specs: ParamSpec[] | undefined, params: ParamsDraft): AutomationParams {
  const input: AutomationParams = {};
  for (const [id, raw] of Object.entries(params)) {
    const value = raw.trim();
    if (!value) continue;
    const spec = specs?.find((candidate) => candidate.id === id);
    // A numeric parameter that is not a number goes as typed: the server's 422 then names it.
    input[id] = spec?.kind === 'number' && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return input;
}

export function inputOf(draft: Draft, catalogue: AutomationCatalogue): AutomationInput {
  const trigger = catalogue.triggers.find((candidate) => candidate.id === draft.trigger);
  return {
    name: draft.name.trim(),
    enabled: draft.enabled,
    trigger: { type: draft.trigger, params: paramsInput(trigger?.params, draft.triggerParams) },
    conditions: draft.conditions.map((condition) => {
      const field = trigger?.fields?.find((candidate) => candidate.id === condition.field);
      const value = condition.value.trim();
      return {
        field: condition.field,
        operator: condition.operator || 'is',
        value: field?.kind === 'number' && value && Number.isFinite(Number(value)) ? Number(value) : value,
      };
    }),
    actions: draft.actions.map((action) => ({
      type: action.type,
      params: paramsInput(catalogue.actions.find((candidate) => candidate.id === action.type)?.params, action.params),
    })),
  };
}

export const sentenceSourceOf = (draft: Draft): SentenceSource => ({
  trigger: { type: draft.trigger, params: draft.triggerParams },
  conditions: draft.conditions.flatMap((condition) => (condition.operator ? [{ field: condition.field, operator: condition.operator, value: condition.value }] : [])),
  actions: draft.actions.map((action) => ({ type: action.type, params: action.params })),
});
