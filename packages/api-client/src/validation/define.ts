import * as v from 'valibot';

/** Where an answer first differs from the document, in words a person can copy into a ticket. */
export interface ResponseMismatch {
  /** The first offending place, e.g. `data[0].type`; empty for the answer itself. */
  path: string;
  expected: string;
  received: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; mismatch: ResponseMismatch };

/**
 * The validator of one operation's success answer. The client takes only the validator of the
 * operation it calls (`Id`), so a call cannot be checked against another call's answer.
 */
export interface ResponseSchema<Id extends string = string> {
  readonly operationId: Id;
  /** `GET /api/...`, as the document names the call. */
  readonly call: string;
  parse(input: unknown): ParseResult<unknown>;
}

function pathOf(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const step = (item as { key: unknown }).key;
    if (typeof step === 'number') out += `[${step}]`;
    else out += out ? `.${String(step)}` : String(step);
  }
  return out;
}

/** The deepest first issue: a union names the branch that came closest. */
function firstIssue(issues: readonly v.BaseIssue<unknown>[]): v.BaseIssue<unknown> {
  let issue = issues[0]!;
  while (issue.issues?.length) {
    const nested = issue.issues[0]!;
    if (!nested.path?.length) break;
    issue = nested;
  }
  return issue;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineResponse<Id extends string>(operationId: Id, call: string, schema: v.GenericSchema): ResponseSchema<Id> {
  return {
    operationId,
    call,
    parse(input) {
      const result = v.safeParse(schema, input, { abortEarly: true });
      if (result.success) return { ok: true, value: result.output };
      const issue = firstIssue(result.issues);
      // A custom check names what it expected in its message (`Object`, in shapes.ts).
      const expected = issue.type === 'custom' ? issue.message : (issue.expected ?? 'nothing');
      return { ok: false, mismatch: { path: pathOf(issue), expected, received: issue.received } };
    },
  };
}
