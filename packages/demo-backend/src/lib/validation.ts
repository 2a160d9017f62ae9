import { verifyPassword } from './crypto.ts';
import { validationFailed } from './http-error.ts';

/** A rule of its own: answers the error message, or null when the value passes. */
export type CustomRule = (value: unknown, attribute: string, input: Record<string, unknown>) => string | null;
export type RuleSpec = string | readonly (string | CustomRule)[];
export type Input = Record<string, unknown>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Laravel's TrimStrings middleware leaves these alone. */
const UNTRIMMED = new Set(['password', 'password_confirmation', 'current_password']);

/**
 * What Laravel's TrimStrings and ConvertEmptyStringsToNull middleware make of a request body:
 * strings trimmed (passwords excepted), empty strings become null.
 */
export function normalizeInput(raw: unknown): Input {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const input: Input = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string') {
      input[key] = value;
      continue;
    }
    const next = UNTRIMMED.has(key) ? value : value.trim();
    input[key] = next === '' ? null : next;
  }
  return input;
}

const label = (attribute: string): string => attribute.replace(/_/g, ' ');

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function isInteger(value: unknown): boolean {
  return (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^-?\d+$/.test(value));
}

function isNumeric(value: unknown): boolean {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '' && Number.isFinite(Number(value)));
}

/** An absolute URL with a scheme and a host, as Laravel's `url` rule wants it. */
function isUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value) || !/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** A timezone name of the tz database (`Europe/Berlin`, `UTC`), as Laravel's `timezone` rule wants it. */
function isTimezone(value: unknown): boolean {
  if (typeof value !== 'string' || (value !== 'UTC' && !/^[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+)+$/.test(value))) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

type SizeKind = 'numeric' | 'array' | 'string';

function sizeOf(value: unknown, kind: SizeKind): number {
  if (kind === 'array') return Array.isArray(value) ? value.length : 0;
  if (kind === 'numeric') return Number(value);
  return typeof value === 'string' ? [...value].length : String(value).length;
}

function sizeKind(names: string[]): SizeKind {
  if (names.includes('integer') || names.includes('numeric')) return 'numeric';
  if (names.includes('array')) return 'array';
  return 'string';
}

const SIZE_MESSAGES = {
  min: {
    numeric: 'The :attribute field must be at least :n.',
    array: 'The :attribute field must have at least :n items.',
    string: 'The :attribute field must be at least :n characters.',
  },
  max: {
    numeric: 'The :attribute field must not be greater than :n.',
    array: 'The :attribute field must not have more than :n items.',
    string: 'The :attribute field must not be greater than :n characters.',
  },
} as const;

function checkRule(rule: string, value: unknown, attribute: string, input: Input, names: string[]): string | null {
  const [name = '', parameter = ''] = rule.split(/:(.*)/s);
  const field = label(attribute);
  switch (name) {
    case 'string':
      return typeof value === 'string' ? null : `The ${field} field must be a string.`;
    case 'email':
      return typeof value === 'string' && EMAIL.test(value) ? null : `The ${field} field must be a valid email address.`;
    case 'integer':
      return isInteger(value) ? null : `The ${field} field must be an integer.`;
    case 'numeric':
      return isNumeric(value) ? null : `The ${field} field must be a number.`;
    case 'boolean':
      return [true, false, 0, 1, '0', '1'].includes(value as never) ? null : `The ${field} field must be true or false.`;
    case 'array':
      return Array.isArray(value) ? null : `The ${field} field must be an array.`;
    case 'confirmed':
      return input[`${attribute}_confirmation`] === value ? null : `The ${field} field confirmation does not match.`;
    case 'different':
      return input[parameter] === value ? `The ${field} field and ${label(parameter)} must be different.` : null;
    case 'in':
      return parameter.split(',').includes(String(value)) ? null : `The selected ${field} is invalid.`;
    case 'url':
      return isUrl(value) ? null : `The ${field} field must be a valid URL.`;
    case 'timezone':
      return isTimezone(value) ? null : `The ${field} field must be a valid timezone.`;
    case 'starts_with': {
      const prefixes = parameter.split(',');
      return typeof value === 'string' && prefixes.some((prefix) => value.startsWith(prefix))
        ? null
        : `The ${field} field must start with one of the following: ${prefixes.join(', ')}.`;
    }
    case 'min':
    case 'max': {
      const limit = Number(parameter);
      const kind = sizeKind(names);
      const size = sizeOf(value, kind);
      const fails = name === 'min' ? size < limit : size > limit;
      return fails ? SIZE_MESSAGES[name][kind].replace(':attribute', field).replace(':n', parameter) : null;
    }
    default:
      throw new Error(`Unknown validation rule "${rule}".`);
  }
}

function validateAttribute(attribute: string, value: unknown, spec: RuleSpec, input: Input): string[] {
  const rules = typeof spec === 'string' ? spec.split('|').filter(Boolean) : [...spec];
  const names = rules.filter((rule): rule is string => typeof rule === 'string').map((rule) => rule.split(':')[0] ?? '');
  if (isEmpty(value)) {
    // Only `required` looks at an empty value; every other rule is skipped, as in Laravel.
    return names.includes('required') ? [`The ${label(attribute)} field is required.`] : [];
  }
  if (value === null && names.includes('nullable')) return [];
  const messages: string[] = [];
  for (const rule of rules) {
    if (rule === 'required' || rule === 'nullable' || rule === 'sometimes') continue;
    const message = typeof rule === 'string' ? checkRule(rule, value, attribute, input, names) : rule(value, attribute, input);
    if (message) messages.push(message);
  }
  return messages;
}

/**
 * Validates the input like Laravel's validator and throws the 422 failure when anything fails.
 * Rules: required, nullable, string, email, integer, numeric, boolean, array, confirmed,
 * different:field, in:a,b, min:n, max:n, url, timezone, starts_with:a,b, plus custom rule
 * functions (`regex()` and `currentPassword()` among them); `field.*` applies rules to every item
 * of an array.
 */
export function validate(input: Input, rules: Record<string, RuleSpec>): void {
  const errors: Record<string, string[]> = {};
  for (const [attribute, spec] of Object.entries(rules)) {
    if (attribute.endsWith('.*')) {
      const parent = attribute.slice(0, -2);
      const items = input[parent];
      if (!Array.isArray(items)) continue;
      items.forEach((item: unknown, index) => {
        const messages = validateAttribute(`${parent}.${index}`, item, spec, input);
        if (messages.length) errors[`${parent}.${index}`] = messages;
      });
      continue;
    }
    const messages = validateAttribute(attribute, input[attribute], spec, input);
    if (messages.length) errors[attribute] = messages;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** Laravel's `regex:` rule as a function, since a pattern may hold the `|` that separates rules. */
export function regex(pattern: RegExp): CustomRule {
  return (value, attribute) => (typeof value === 'string' && pattern.test(value) ? null : `The ${label(attribute)} field format is invalid.`);
}

/**
 * Laravel's `current_password` rule as a function, since the validator knows no signed-in user:
 * the value must be the password stored as `storedPassword`.
 */
export function currentPassword(storedPassword: string): CustomRule {
  return (value) => (verifyPassword(storedPassword, str(value)) ? null : 'The password is incorrect.');
}

/** The value as a string; validation has already made sure it is one. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

export function optionalStr(value: unknown): string | null {
  return value === undefined || value === null ? null : str(value);
}

export function bool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
