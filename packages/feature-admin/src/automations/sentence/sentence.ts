import { formatNumber } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { AutomationCatalogue, AutomationOperator, AutomationParams, AutomationValue, FieldSpec, ParamSpec } from '../api/types.ts';
import {
  actionPhrase,
  conditionPhrase,
  FIELD_NOUNS,
  OPTION_LABELS,
  PRIORITY_WORDS,
  readableId,
  SENTENCE,
  specialCondition,
  triggerPhrase,
} from './words.ts';

export type Translate = (descriptor: MessageDescriptor) => string;

/** What the sentence reads: an automation as saved, or the form's draft as typed so far. */
export interface SentenceSource {
  trigger: { type: string; params?: AutomationParams };
  conditions?: { field: string; operator: AutomationOperator; value: AutomationValue }[];
  actions: { type: string; params?: AutomationParams }[];
}

const filled = (value: AutomationValue | undefined): value is string | number => value !== null && value !== undefined && String(value).trim() !== '';

function numberOf(value: AutomationValue | undefined): number | undefined {
  if (!filled(value)) return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** An option's words: the data's name, the portal's word for the id, or the id made readable. */
export function optionLabel(spec: Pick<ParamSpec, 'options'> | undefined, id: string, t: Translate): string {
  const option = spec?.options?.find((candidate) => candidate.id === id);
  if (option?.label) return option.label;
  const word = OPTION_LABELS[id];
  if (word) return t(word);
  if (id === 'plex' || id === 'emby' || id === 'jellyfin') return id.charAt(0).toUpperCase() + id.slice(1);
  return readableId(id);
}


function paramText(specs: ParamSpec[] | undefined, params: AutomationParams | undefined, id: string, t: Translate): string | undefined {
  const value = params?.[id];
  if (!filled(value)) return undefined;
  const spec = specs?.find((candidate) => candidate.id === id);
  if (id === 'priority') {
    const word = PRIORITY_WORDS[String(value)];
    return word ? t(word) : readableId(String(value));
  }
  if (spec?.kind === 'select') return optionLabel(spec, String(value), t);
  return String(value).trim();
}

function conditionText(field: FieldSpec | undefined, condition: NonNullable<SentenceSource['conditions']>[number], t: Translate): string | null {
  if (!condition.field || !filled(condition.value)) return null;
  const count = numberOf(condition.value);
  if (field?.kind === 'number' && count === undefined) return null;
  const special = count === undefined ? null : specialCondition(condition.field, condition.operator, count);
  if (special) return t(special);
  const noun = FIELD_NOUNS[condition.field];
  const name = noun ? t(noun) : readableId(condition.field);
  let value: string;
  if (field?.kind === 'select') value = optionLabel(field, String(condition.value), t);
  else if (count !== undefined && field?.kind === 'number') value = formatNumber(count);
  else value = `“${String(condition.value).trim()}”`;
  return t(conditionPhrase(condition.operator, name, value));
}

/**
 * An automation as one sentence: "When a node goes offline and it has been offline for more than
 * 5 minutes, restart the node and post to Discord channel #alerts." The list and the form (live,
 * as it is edited) read it from here. Rows not filled in yet are left out.
 */
export function automationSentence(source: SentenceSource, catalogue: AutomationCatalogue | undefined, t: Translate): string {
  if (!source.trigger.type) return t(SENTENCE.noTrigger);
  const triggerSpec = catalogue?.triggers.find((candidate) => candidate.id === source.trigger.type);
  const params = source.trigger.params;
  const phrase = triggerPhrase(source.trigger.type, {
    node: paramText(triggerSpec?.params, params, 'node', t),
    percent: numberOf(params?.percent),
    limit: numberOf(params?.limit),
    priority: paramText(triggerSpec?.params, params, 'priority', t),
    days: numberOf(params?.days),
    days_before: numberOf(params?.days_before),
  });
  const trigger = phrase ? t(phrase) : readableId(source.trigger.type);

  const conditions = (source.conditions ?? [])
    .map((condition) => conditionText(triggerSpec?.fields?.find((field) => field.id === condition.field), condition, t))
    .filter((text): text is string => Boolean(text));

  const actions = source.actions
    .filter((action) => action.type)
    .map((action) => {
      const specs = catalogue?.actions.find((candidate) => candidate.id === action.type)?.params;
      const words = actionPhrase(action.type, {
        subject: paramText(specs, action.params, 'subject', t),
        channel: paramText(specs, action.params, 'channel', t),
        priority: paramText(specs, action.params, 'priority', t),
        script: paramText(specs, action.params, 'script', t),
      });
      return words ? t(words) : readableId(action.type);
    });

  // The words of the catalog join the rows, so that every word of the sentence is translated.
  const list = (items: string[]): string => {
    const last = items.at(-1) ?? '';
    return items.length < 2 ? last : t(SENTENCE.list(items.slice(0, -1).join(', '), last));
  };
  if (actions.length === 0) {
    return t(conditions.length ? SENTENCE.noActionsWithConditions(trigger, list(conditions)) : SENTENCE.noActions(trigger));
  }
  return t(conditions.length ? SENTENCE.withConditions(trigger, list(conditions), list(actions)) : SENTENCE.plain(trigger, list(actions)));
}
