const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12 Mar 2026, 14:05" in the user's locale and timezone. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? dateTimeFormat.format(date) : iso;
}

/** "12 Mar 2026". */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? dateFormat.format(date) : iso;
}
