import { matchesGlob } from './glob.ts';

/** Every way a call can be made to fail; see the README's "Faults" section. */
export const FAULT_KINDS = [
  'data-empty-array',
  'data-empty-object',
  'data-null',
  'missing-field',
  'wrong-type',
  'success-false',
  'status-404',
  'status-422',
  'status-500',
  'slow',
  'no-answer',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const FAULT_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type FaultMethod = (typeof FAULT_METHODS)[number];

/** The calls a rule covers when it names no path: all of the API. */
export const DEFAULT_FAULT_PATH = '/api/**';
/** How long `slow` waits when the rule does not say. */
export const DEFAULT_SLOW_MS = 1500;

export interface FaultRule {
  kind: FaultKind;
  /** A glob over the URL path (`/api/customer/*`, `/api/customer/servers/{id}/backups`); every `/api/` path when absent. */
  path?: string;
  /** Only calls with this method; any method when absent. */
  method?: FaultMethod;
  /** Globs of paths the rule leaves alone, even when `path` matches them. */
  except?: string[];
  /** How long `slow` waits, in milliseconds (1500 when absent). */
  delayMs?: number;
}

const RULE_KEYS = new Set(['kind', 'path', 'method', 'except', 'delayMs']);

function isFaultKind(value: unknown): value is FaultKind {
  return typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);
}

function checkGlob(value: unknown, where: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) {
    throw new Error(`${where} must be a glob over the URL path, starting with "/" (like "/api/customer/*"), got ${JSON.stringify(value)}.`);
  }
  return value;
}

/**
 * Checks one rule and answers a clean copy of it (the method in lower case, no keys left
 * undefined). Throws an Error that says what is wrong, naming the rule by its position.
 */
export function validateFaultRule(rule: unknown, index = 0): FaultRule {
  const where = `Fault rule ${index + 1}`;
  if (!rule || typeof rule !== 'object' || Array.isArray(rule)) throw new Error(`${where} must be an object like { "kind": "status-500" }.`);
  const record = rule as Record<string, unknown>;
  const unknownKeys = Object.keys(record).filter((key) => !RULE_KEYS.has(key));
  if (unknownKeys.length) throw new Error(`${where} has unknown keys (${unknownKeys.join(', ')}); a rule has kind, path, method, except and delayMs.`);
  if (!isFaultKind(record.kind)) {
    throw new Error(`${where} has an unknown kind ${JSON.stringify(record.kind)}; the kinds are ${FAULT_KINDS.join(', ')}.`);
  }
  const clean: FaultRule = { kind: record.kind };
  if (record.path !== undefined) clean.path = checkGlob(record.path, `${where}'s path`);
  if (record.method !== undefined) {
    const method = typeof record.method === 'string' ? record.method.toLowerCase() : record.method;
    if (!(FAULT_METHODS as readonly unknown[]).includes(method)) {
      throw new Error(`${where} has an unknown method ${JSON.stringify(record.method)}; the methods are ${FAULT_METHODS.join(', ')} (or none, for any).`);
    }
    clean.method = method as FaultMethod;
  }
  if (record.except !== undefined) {
    if (!Array.isArray(record.except)) throw new Error(`${where}'s except must be a list of path globs.`);
    clean.except = record.except.map((glob, position) => checkGlob(glob, `${where}'s except entry ${position + 1}`));
  }
  if (record.delayMs !== undefined) {
    if (typeof record.delayMs !== 'number' || !Number.isFinite(record.delayMs) || record.delayMs < 0) {
      throw new Error(`${where}'s delayMs must be a number of milliseconds, 0 or more, got ${JSON.stringify(record.delayMs)}.`);
    }
    clean.delayMs = record.delayMs;
  }
  return clean;
}

/** Checks a list of rules; see `validateFaultRule`. */
export function validateFaultRules(rules: unknown): FaultRule[] {
  if (!Array.isArray(rules)) throw new Error('The fault rules must be a list, like [{ "kind": "status-500", "path": "/api/customer/*" }].');
  return rules.map((rule, index) => validateFaultRule(rule, index));
}

function copy(rule: FaultRule): FaultRule {
  return rule.except ? { ...rule, except: [...rule.except] } : { ...rule };
}

/** Whether the rule covers a call with this method and URL path. */
export function ruleMatches(rule: FaultRule, method: string, pathname: string): boolean {
  if (rule.method && rule.method !== method.toLowerCase()) return false;
  if (!matchesGlob(rule.path ?? DEFAULT_FAULT_PATH, pathname)) return false;
  return !(rule.except ?? []).some((glob) => matchesGlob(glob, pathname));
}

/** A set of fault rules; the first rule that matches a call decides what happens to it. */
export interface FaultStore {
  /** Replaces every rule (after checking them all: an invalid list changes nothing) and answers them. */
  set(rules: readonly FaultRule[]): FaultRule[];
  clear(): void;
  list(): FaultRule[];
  /** The rule that applies to a call, or null. */
  find(method: string, pathname: string): FaultRule | null;
}

export function createFaultStore(): FaultStore {
  let rules: FaultRule[] = [];
  return {
    set(next) {
      rules = validateFaultRules(next);
      return rules.map(copy);
    },
    clear() {
      rules = [];
    },
    list: () => rules.map(copy),
    find: (method, pathname) => rules.find((rule) => ruleMatches(rule, method, pathname)) ?? null,
  };
}

/** The faults of the tests (`@portal/demo-backend`) and of the browser demo. */
export const defaultFaults = createFaultStore();

/** Replaces the active fault rules; the first rule that matches a call wins. Throws on an invalid rule. */
export function setFaults(rules: readonly FaultRule[]): FaultRule[] {
  return defaultFaults.set(rules);
}

export function clearFaults(): void {
  defaultFaults.clear();
}

export function listFaults(): FaultRule[] {
  return defaultFaults.list();
}

const scopes = new WeakMap<Request, FaultStore>();

/**
 * Answers the request from another set of rules than the default one: each demo HTTP server
 * keeps its own, so two servers in one process do not share faults.
 */
export function scopeFaults(request: Request, store: FaultStore): void {
  scopes.set(request, store);
}

/** The rule that applies to this request, from its server's rules or the default ones. */
export function faultFor(request: Request): FaultRule | null {
  return (scopes.get(request) ?? defaultFaults).find(request.method, new URL(request.url).pathname);
}
