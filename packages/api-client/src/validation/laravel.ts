import * as v from 'valibot';

/**
 * Laravel's habits, accepted where the API document notes them on a field (`x-laravel`). Each
 * reads the habit's form as the form the document describes, then validates it as usual.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `null-absent`: an optional field sent as `null` is read as absent. */
/* @__NO_SIDE_EFFECTS__ */
export function absentIfNull<S extends v.GenericSchema>(schema: S) {
  return v.optional(v.pipe(v.nullable(schema), v.transform((value): v.InferOutput<S> | undefined => value ?? undefined)));
}

/** `empty-array`: an object or map sent as `[]` (PHP's empty array) is read as `{}`. */
/* @__NO_SIDE_EFFECTS__ */
export function emptyArrayAsObject<S extends v.GenericSchema>(schema: S) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => (Array.isArray(value) && value.length === 0 ? {} : value)),
    schema,
  );
}

/** `keyed-list`: a list sent as an object keyed by position (a filtered PHP array) is read as its values. */
/* @__NO_SIDE_EFFECTS__ */
export function keyedListAsArray<S extends v.GenericSchema>(schema: S) {
  return v.pipe(
    v.unknown(),
    v.transform((value) =>
      isPlainObject(value) && Object.keys(value).every((name) => /^\d+$/.test(name))
        ? Object.keys(value)
            .sort((a, b) => Number(a) - Number(b))
            .map((name) => value[name])
        : value,
    ),
    schema,
  );
}

/** `int-bool`: a flag sent as 0 or 1 (an uncast database column) is read as false or true. */
/* @__NO_SIDE_EFFECTS__ */
export function intAsBoolean<S extends v.GenericSchema>(schema: S) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => (value === 0 || value === '0' ? false : value === 1 || value === '1' ? true : value)),
    schema,
  );
}
