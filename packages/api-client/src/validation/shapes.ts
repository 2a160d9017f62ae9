import * as v from 'valibot';

/**
 * Objects and maps as the API document means them. Valibot reads any object-like value as an
 * object, arrays included; an answer is not PHP, so a list where an object belongs is refused
 * here, unless the field notes Laravel's `empty-array` habit (`laravel.ts`).
 */

const isObject = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null && !Array.isArray(input);

/* @__NO_SIDE_EFFECTS__ */
function plainObject() {
  return v.custom<Record<string, unknown>>(isObject, 'Object');
}

/** An object with these entries; keys the document does not name are dropped. */
/* @__NO_SIDE_EFFECTS__ */
export function object<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(plainObject(), v.object(entries));
}

/** A map of any keys to values of one schema, with some named entries when given. */
/* @__NO_SIDE_EFFECTS__ */
export function map<S extends v.GenericSchema, E extends v.ObjectEntries>(value: S, entries?: E) {
  return entries ? v.pipe(plainObject(), v.objectWithRest(entries, value)) : v.pipe(plainObject(), v.record(v.string(), value));
}
