import { validateFaultRules, type FaultRule } from './registry.ts';

/** The URL parameter of the browser demo: `?demo-faults=status-500:/api/customer/*,slow:/api/customer/servers`. */
export const FAULTS_PARAMETER = 'demo-faults';

/**
 * Reads the `demo-faults` parameter: comma-separated `kind[:pathGlob[:method]]` entries (an empty
 * path is every `/api/` path, a missing method any method). `off`, or nothing at all, is no rules.
 * Throws an Error naming the entry when one is not a valid rule.
 */
export function parseFaultParameter(value: string): FaultRule[] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'off') return [];
  const rules = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const parts = entry.split(':').map((part) => part.trim());
      if (parts.length > 3) throw new Error(`The fault "${entry}" has more than kind:path:method.`);
      const [kind, path, method] = parts;
      const rule: Record<string, string> = { kind: kind ?? '' };
      if (path) rule.path = path;
      if (method) rule.method = method;
      return rule;
    });
  return validateFaultRules(rules);
}
