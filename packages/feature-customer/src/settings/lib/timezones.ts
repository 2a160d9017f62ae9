import type { SelectOption } from '@portal/ui-kit/field';

let zones: string[] | null = null;

/** The tz database's zones the browser knows, UTC first; `current` stays selectable even if the browser lacks it. */
export function timezoneOptions(current?: string): SelectOption[] {
  zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  const list = current && !zones.includes(current) ? [current, ...zones] : zones;
  return list.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}
