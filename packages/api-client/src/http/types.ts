import type { paths } from '../generated/schema.ts';
import type { OperationIds, UnvalidatedOperation } from '../generated/validators/operation-ids.ts';
import type { ResponseSchema } from '../validation/define.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;

/** The paths of the document that have an operation for this method. */
export type PathsWith<M extends HttpMethod> = {
  [P in ApiPath]: paths[P] extends { [K in M]: infer O } ? ([O] extends [undefined] ? never : P) : never;
}[ApiPath];

export type Operation<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][M]>;

/** The document's operation id of a path and method. */
export type OperationId<P extends ApiPath, M extends HttpMethod> = P extends keyof OperationIds
  ? M extends keyof OperationIds[P]
    ? OperationIds[P][M] & string
    : never
  : never;

type PathParams<O> = O extends { parameters: { path: infer T } } ? T : never;
type QueryParams<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type JsonBody<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : never;

type SuccessStatus = 200 | 201 | 202;
/** The JSON body of the operation's success answer. */
export type SuccessBody<O> = O extends { responses: infer R }
  ? {
      [S in keyof R]: S extends SuccessStatus ? (R[S] extends { content: { 'application/json': infer T } } ? T : never) : never;
    }[keyof R]
  : never;

export interface BaseOptions {
  signal?: AbortSignal;
  /**
   * Reject with the error and let the caller handle it (forms, screens with their own error
   * state). When false, a failure (an ApiError, or an answer that cannot be read) also emits the
   * generic error event ('Whoops!') and the error is marked `reported`.
   */
  rejectOnError?: boolean;
  headers?: Record<string, string>;
}

type PathPart<O> = [PathParams<O>] extends [never] ? { path?: never } : { path: PathParams<O> };
type QueryPart<O> = [QueryParams<O>] extends [never] ? { query?: never } : { query?: QueryParams<O> };
type MultipartBody<O> = O extends { requestBody: { content: { 'multipart/form-data': infer B } } } ? B : never;
/** A form field's value: text, a number or flag (sent as text), or a file. */
export type MultipartValue = string | number | boolean | Blob;
type MultipartFields<B> = { [K in keyof B]: NonNullable<B[K]> extends readonly unknown[] ? readonly MultipartValue[] : MultipartValue };
type MultipartPart<O> = [MultipartBody<O>] extends [never] ? { multipart?: never } : { multipart: MultipartFields<MultipartBody<O>> };

/**
 * The validator of the operation's answer, from `@portal/api-client/schemas`, or a function that
 * imports it (for calls made before any screen loads, so that the entry carries no schema).
 */
export type SchemaOption<Id extends string> = ResponseSchema<Id> | (() => Promise<ResponseSchema<Id>>);
type SchemaPart<Id extends string> = [Id] extends [UnvalidatedOperation] ? { schema?: never } : { schema: SchemaOption<Id> };

type JsonPart<O> = [JsonBody<O>] extends [never]
  ? { json?: never }
  : undefined extends JsonBody<O>
    ? { json?: JsonBody<O> }
    : { json: JsonBody<O> };

export type RequestOptions<O, Id extends string = string> = BaseOptions & PathPart<O> & QueryPart<O> & JsonPart<O> & MultipartPart<O> & SchemaPart<Id>;

/** Every call names its answer's validator, so its options are never optional. */
export type RequestArgs<O, Id extends string> = [options: RequestOptions<O, Id>];
