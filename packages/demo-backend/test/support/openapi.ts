import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import * as portalSchemas from '@portal/api-client/schemas';
import type { ResponseSchema } from '@portal/api-client/schemas';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

const require = createRequire(import.meta.url);
/** The API document, found through the api-client package rather than a relative path. */
export const DOCUMENT_PATH = join(dirname(require.resolve('@portal/api-client')), '..', 'openapi', 'openapi.yaml');
const document = parse(readFileSync(DOCUMENT_PATH, 'utf8')) as Json;

function pointer(ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, got ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined), document);
}

/** Follows a `$ref` chain (path items, responses) to the object it names. */
function follow(node: unknown): Json | undefined {
  let current = node;
  for (let hops = 0; current && typeof current === 'object' && '$ref' in current; hops++) {
    if (hops > 20) throw new Error('Reference cycle');
    current = pointer(String((current as Json).$ref));
  }
  return current && typeof current === 'object' ? (current as Json) : undefined;
}

/** The schema with every `$ref` replaced by what it points at. */
function inline(node: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, seen));
  if (!node || typeof node !== 'object') return node;
  const object = node as Json;
  if (typeof object.$ref === 'string') {
    if (seen.includes(object.$ref)) throw new Error(`Recursive schema at ${object.$ref}`);
    const { $ref, ...siblings } = object;
    const target = inline(pointer($ref), [...seen, $ref]) as Json;
    return Object.keys(siblings).length ? { allOf: [target, inline(siblings, seen)] } : target;
  }
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, inline(value, seen)]));
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction>();

function operation(method: Method, path: string): Json | undefined {
  const item = follow((document.paths as Json)[path]);
  return follow(item?.[method]);
}

/** Every method and path the document describes. */
export function documentedOperations(): { method: Method; path: string }[] {
  return Object.keys(document.paths as Json).flatMap((path) => {
    const item = follow((document.paths as Json)[path]);
    return METHODS.filter((method) => item?.[method]).map((method) => ({ method, path }));
  });
}

export function hasOperation(method: Method, path: string): boolean {
  return operation(method, path) !== undefined;
}

/** Whether the call needs no bearer token (`security: []`). */
export function isPublic(method: Method, path: string): boolean {
  const security = operation(method, path)?.security ?? document.security;
  return Array.isArray(security) && security.length === 0;
}

export function documentedStatuses(method: Method, path: string): string[] {
  return Object.keys(follow(operation(method, path)?.responses) ?? {});
}

/** The JSON schema of the operation's answer for that status, or null when the document has none. */
export function responseSchema(method: Method, path: string, status: number): Json | null {
  const response = follow(follow(operation(method, path)?.responses)?.[String(status)]);
  const schema = follow(follow(response?.content)?.['application/json'])?.schema;
  return schema ? (inline(schema) as Json) : null;
}

function validator(key: string, schema: Json): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

/**
 * Checks an answer against the document: the operation must exist, the status must be one of
 * its documented responses and the body must validate against that response's schema.
 */
export function expectToMatchDocument(method: Method, path: string, status: number, body: unknown): void {
  if (!hasOperation(method, path)) throw new Error(`${method.toUpperCase()} ${path} is not in the API document.`);
  const schema = responseSchema(method, path, status);
  if (!schema) {
    throw new Error(`${method.toUpperCase()} ${path} answered ${status}, which the document does not describe (it has ${documentedStatuses(method, path).join(', ')}).`);
  }
  const validate = validator(`${method} ${path} ${status}`, schema);
  if (!validate(body)) {
    throw new Error(`${method.toUpperCase()} ${path} ${status} does not match the document:\n${ajv.errorsText(validate.errors, { separator: '\n' })}\n${JSON.stringify(body, null, 2).slice(0, 2000)}`);
  }
}

/** The portal's own answer validators (`@portal/api-client/schemas`), by call. */
const portalValidators = new Map(
  Object.values(portalSchemas as unknown as Record<string, ResponseSchema | object>)
    .filter((value): value is ResponseSchema => 'call' in value && 'parse' in value)
    .map((validator) => [validator.call, validator]),
);

/**
 * Checks a success answer with the validator the portal reads it with, so that the demo backend,
 * the document and the portal's validators cannot disagree.
 */
export function expectPortalToRead(method: Method, path: string, body: unknown): void {
  const validator = portalValidators.get(`${method.toUpperCase()} ${path}`);
  if (!validator) return;
  const result = validator.parse(body);
  if (!result.ok) {
    throw new Error(`The portal cannot read ${method.toUpperCase()} ${path}: at ${result.mismatch.path || 'the answer'}, expected ${result.mismatch.expected}, received ${result.mismatch.received}`);
  }
}

/** Checks a body against one of the document's component schemas. */
export function expectToMatchSchema(name: string, body: unknown): void {
  const validate = validator(`#/components/schemas/${name}`, inline({ $ref: `#/components/schemas/${name}` }) as Json);
  if (!validate(body)) throw new Error(`Body does not match ${name}:\n${ajv.errorsText(validate.errors, { separator: '\n' })}`);
}
