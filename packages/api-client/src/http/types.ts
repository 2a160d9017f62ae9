import type { paths } from '../generated/schema.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;

/** The paths of the document that have an operation for this method. */
export type PathsWith<M extends HttpMethod> = {
  [P in ApiPath]: paths[P] extends { [K in M]: infer O } ? ([O] extends [undefined] ? never : P) : never;
}[ApiPath];

export type Operation<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][M]>;

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
   * Reject with the ApiError and let the caller handle it (forms, screens with their own error
   * state). When false, a failure emits the generic error event ('Whoops!') and rejects with an
   * ApiError marked `reported`.
   */
  rejectOnError?: boolean;
  headers?: Record<string, string>;
}

type PathPart<O> = [PathParams<O>] extends [never] ? { path?: never } : { path: PathParams<O> };
type QueryPart<O> = [QueryParams<O>] extends [never] ? { query?: never } : { query?: QueryParams<O> };
type JsonPart<O> = [JsonBody<O>] extends [never]
  ? { json?: never }
  : undefined extends JsonBody<O>
    ? { json?: JsonBody<O> }
    : { json: JsonBody<O> };

export type RequestOptions<O> = BaseOptions & PathPart<O> & QueryPart<O> & JsonPart<O>;

/** Options are optional when the operation needs none. */
export type RequestArgs<O> = object extends PathPart<O> & JsonPart<O>
  ? [options?: RequestOptions<O>]
  : [options: RequestOptions<O>];
