import { now } from '#lib/clock.ts';
import { route } from '#lib/route.ts';
import { normalizeInput, str, validate, type CustomRule } from '#lib/validation.ts';
import { requireUser } from '#model/auth.ts';
import { addDays, tvSchedule } from '#model/tv-schedule.ts';

/** Laravel's `date_format:Y-m-d`: the shape and a real calendar day. */
const ymd: CustomRule = (value, attribute) => {
  const text = typeof value === 'string' ? value : '';
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;
  return valid ? null : `The ${attribute} field must match the format Y-m-d.`;
};

export const tvScheduleHandlers = [
  route('get', '/api/customer/tv-schedule')(({ request, url }) => {
    const user = requireUser(request);
    const query = (name: string) => url.searchParams.get(name) ?? '';
    const input = normalizeInput({ from: query('from'), days: query('days'), tz: query('tz'), scope: query('scope') });
    validate(input, {
      from: ['required', ymd],
      days: 'nullable|integer|min:1|max:14',
      tz: 'nullable|timezone',
      scope: 'nullable|in:servers,followed',
    });
    return {
      success: true,
      data: tvSchedule(user, {
        from: str(input.from),
        days: input.days === null || input.days === undefined ? 7 : Number(input.days),
        timeZone: input.tz === null || input.tz === undefined ? 'UTC' : str(input.tz),
        scope: input.scope === 'followed' ? 'followed' : 'servers',
        at: now(),
      }),
    };
  }),
];
