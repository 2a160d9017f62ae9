import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { documentPath } from './generate-schema.ts';

/**
 * Renders the answer validators of the API document: one valibot schema per component and one per
 * operation's success answer, each in a file of its own so that a screen's chunk carries only the
 * schemas of its own calls.
 *
 * What is checked: types, required keys, enums and constants, nullability. What is not: formats,
 * lengths, ranges and patterns (a value the portal can display is not refused for its length).
 * Keys the document does not name are dropped from the parsed answer.
 *
 * Laravel's habits are accepted only where the document notes them on the field (`x-laravel`):
 * - `null-absent`: an optional field sent as `null` is read as absent;
 * - `empty-array`: an object or map sent as `[]` (an empty PHP array) is read as `{}`;
 * - `keyed-list`: a list sent as an object keyed by position (a filtered PHP array) is read as its values;
 * - `int-bool`: a flag sent as `0`/`1` (an uncast database column) is read as false/true.
 */

export const validatorsDir = fileURLToPath(new URL('../src/generated/validators/', import.meta.url));

export const LARAVEL_HABITS = ['null-absent', 'empty-array', 'keyed-list', 'int-bool'] as const;
export type LaravelHabit = (typeof LARAVEL_HABITS)[number];

type Json = Record<string, unknown>;

interface Document {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json>; pathItems?: Record<string, Record<string, Json>> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const HEADER = `// Generated from openapi/openapi.yaml by \`pnpm --filter @portal/api-client generate\`. Do not edit.\n`;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refName(ref: string, kind: 'schemas' | 'responses'): string {
  const prefix = `#/components/${kind}/`;
  if (!ref.startsWith(prefix)) throw new Error(`Unsupported reference ${ref}`);
  return ref.slice(prefix.length);
}

export function habitsOf(schema: Json): LaravelHabit[] {
  const raw = schema['x-laravel'];
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  for (const habit of list) {
    if (!LARAVEL_HABITS.includes(habit as LaravelHabit)) throw new Error(`Unknown x-laravel habit ${String(habit)}`);
  }
  return list as LaravelHabit[];
}

/** File names are kebab-case like every other file: `PlexToolsInvite` → `plex-tools-invite`. */
export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();

/** A string literal of JavaScript. */
const lit = (value: unknown) => JSON.stringify(value);
/** An object key of JavaScript, quoted only when it must be. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : lit(name));

class Emitter {
  /** Component schemas referred to, and components whose entries are spread (allOf). */
  readonly components = new Set<string>();
  readonly entryComponents = new Set<string>();
  /** Runtime helpers used, by name. */
  readonly usesHabits = new Set<string>();
  readonly usesShapes = new Set<string>();

  constructor(private readonly doc: Document) {}

  /** Whether the schema is (after references) an object with properties, whose entries can be spread. */
  objectLike(schema: Json): boolean {
    if (typeof schema.$ref === 'string') return this.objectLike(this.doc.components.schemas[refName(schema.$ref, 'schemas')] ?? {});
    if (Array.isArray(schema.allOf)) return schema.allOf.every((part) => this.objectLike(part as Json));
    return schema.type === 'object' && schema.additionalProperties === undefined;
  }

  /** The entries of an object-like schema, as source that builds a valibot entries object. */
  entries(schema: Json): string {
    if (typeof schema.$ref === 'string') {
      const name = refName(schema.$ref, 'schemas');
      this.entryComponents.add(name);
      return `...${name}Entries`;
    }
    if (Array.isArray(schema.allOf)) return schema.allOf.map((part) => this.entries(part as Json)).filter(Boolean).join(', ');
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const properties = (schema.properties as Record<string, Json> | undefined) ?? {};
    return Object.entries(properties)
      .map(([name, property]) => `${key(name)}: ${this.property(property, required.has(name))}`)
      .join(', ');
  }

  private property(schema: Json, required: boolean): string {
    const habits = habitsOf(schema);
    let source = this.schema(schema);
    if (required) return source;
    if (habits.includes('null-absent')) {
      this.usesHabits.add('absentIfNull');
      return `absentIfNull(${source})`;
    }
    source = `v.optional(${source})`;
    return source;
  }

  /** The valibot source of a schema, its field-level habits applied. */
  schema(schema: Json): string {
    const habits = habitsOf(schema);
    let source = this.bare(schema);
    if (habits.includes('empty-array')) {
      this.usesHabits.add('emptyArrayAsObject');
      source = `emptyArrayAsObject(${source})`;
    }
    if (habits.includes('keyed-list')) {
      this.usesHabits.add('keyedListAsArray');
      source = `keyedListAsArray(${source})`;
    }
    if (habits.includes('int-bool')) {
      this.usesHabits.add('intAsBoolean');
      source = `intAsBoolean(${source})`;
    }
    return source;
  }

  private bare(schema: Json): string {
    if (typeof schema.$ref === 'string') {
      const name = refName(schema.$ref, 'schemas');
      this.components.add(name);
      return name;
    }
    if ('const' in schema) return `v.literal(${lit(schema.const)})`;
    if (Array.isArray(schema.enum)) {
      const values = schema.enum as unknown[];
      const nonNull = values.filter((value) => value !== null);
      const base = nonNull.every((value) => typeof value === 'string')
        ? `v.picklist(${lit(nonNull)})`
        : `v.union([${nonNull.map((value) => `v.literal(${lit(value)})`).join(', ')}])`;
      return values.includes(null) ? `v.nullable(${base})` : base;
    }
    if (Array.isArray(schema.allOf)) {
      if (!this.objectLike(schema)) throw new Error('allOf is supported for objects only');
      this.usesShapes.add('object');
      return `object({ ${this.entries(schema)} })`;
    }
    for (const combinator of ['oneOf', 'anyOf'] as const) {
      const options = schema[combinator];
      if (!Array.isArray(options)) continue;
      const isNull = (option: unknown) => isObject(option) && option.type === 'null';
      const rest = options.filter((option) => !isNull(option)) as Json[];
      const inner = rest.length === 1 ? this.schema(rest[0]!) : `v.union([${rest.map((option) => this.schema(option)).join(', ')}])`;
      return rest.length < options.length ? `v.nullable(${inner})` : inner;
    }
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
    const nullable = types.includes('null');
    const concrete = types.filter((type) => type !== 'null');
    let base: string;
    if (concrete.length === 0) base = 'v.unknown()';
    else if (concrete.length > 1) base = `v.union([${concrete.map((type) => this.typed(type, schema)).join(', ')}])`;
    else base = this.typed(concrete[0]!, schema);
    return nullable ? `v.nullable(${base})` : base;
  }

  private typed(type: string, schema: Json): string {
    switch (type) {
      case 'string':
        return 'v.string()';
      case 'integer':
        return 'v.pipe(v.number(), v.integer())';
      case 'number':
        return 'v.number()';
      case 'boolean':
        return 'v.boolean()';
      case 'array':
        return `v.array(${isObject(schema.items) ? this.schema(schema.items) : 'v.unknown()'})`;
      case 'object': {
        const extra = schema.additionalProperties;
        const hasProperties = isObject(schema.properties) && Object.keys(schema.properties).length > 0;
        const rest = extra === undefined || extra === false ? null : isObject(extra) && Object.keys(extra).length > 0 ? this.schema(extra) : 'v.unknown()';
        this.usesShapes.add(rest ? 'map' : 'object');
        if (!hasProperties) return rest ? `map(${rest})` : 'object({})';
        return rest ? `map(${rest}, { ${this.entries(schema)} })` : `object({ ${this.entries(schema)} })`;
      }
      default:
        throw new Error(`Unsupported type ${type}`);
    }
  }
}

function imports(emitter: Emitter, body: string, depth: string, self?: string): string {
  const lines = /\bv\./.test(body) ? [`import * as v from 'valibot';`] : [];
  if (emitter.usesHabits.size > 0) lines.push(`import { ${[...emitter.usesHabits].sort().join(', ')} } from '${depth}../../validation/laravel.ts';`);
  if (emitter.usesShapes.size > 0) lines.push(`import { ${[...emitter.usesShapes].sort().join(', ')} } from '${depth}../../validation/shapes.ts';`);
  const names = new Set([...emitter.components, ...emitter.entryComponents]);
  for (const name of [...names].sort()) {
    if (name === self) continue;
    const imported = [emitter.components.has(name) ? name : null, emitter.entryComponents.has(name) ? `${name}Entries` : null].filter(Boolean);
    lines.push(`import { ${imported.join(', ')} } from '${depth}components/${kebab(name)}.ts';`);
  }
  return lines.join('\n');
}

/** Components that reach themselves through their references need `v.lazy`. */
function selfReferencing(doc: Document): Set<string> {
  const edges = new Map<string, Set<string>>();
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    const refs = new Set<string>();
    JSON.stringify(schema, (k, value: unknown) => {
      if (k === '$ref' && typeof value === 'string') refs.add(refName(value, 'schemas'));
      return value;
    });
    edges.set(name, refs);
  }
  const cyclic = new Set<string>();
  for (const start of edges.keys()) {
    const seen = new Set<string>();
    const stack = [...(edges.get(start) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (next === start) {
        cyclic.add(start);
        break;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(edges.get(next) ?? []));
    }
  }
  return cyclic;
}

export interface OperationInfo {
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  /** The JSON schema of the success answer, or null when it is not JSON (a file). */
  success: Json | null;
}

/** `/api/customer/servers/{id}/start` → `customerServersStart` (its parameters left out). */
function derivedId(path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .replace(/\{\w+\}/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

/** Every operation of the document with its success answer. */
export function operationsOf(doc: Document): OperationInfo[] {
  const out: OperationInfo[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const item = typeof rawItem.$ref === 'string' ? { ...doc.components.pathItems?.[String(rawItem.$ref).split('/').pop()!], ...rawItem } : rawItem;
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const responses = (operation.responses ?? {}) as Record<string, Json>;
      const status = Object.keys(responses).find((code) => /^2\d\d$/.test(code));
      if (!status) throw new Error(`${method.toUpperCase()} ${path} has no success answer`);
      let response = responses[status]!;
      if (typeof response.$ref === 'string') response = doc.components.responses[refName(response.$ref, 'responses')]!;
      const content = (response.content ?? {}) as Record<string, { schema?: Json }>;
      const json = content['application/json']?.schema ?? null;
      // A path item shared by several paths has no operation id of its own: name it after its path.
      const operationId = (operation.operationId as string | undefined) ?? derivedId(path);
      if (out.some((other) => other.operationId === operationId)) throw new Error(`Two operations are named ${operationId}`);
      out.push({ operationId, method, path, success: json });
    }
  }
  return out;
}

export interface RenderedFile {
  /** Relative to the validators folder. */
  file: string;
  source: string;
}

/** Every validator file, exactly as committed. */
export async function renderValidators(): Promise<RenderedFile[]> {
  const doc = parse(await readFile(documentPath, 'utf8')) as Document;
  const files: RenderedFile[] = [];
  const cyclic = selfReferencing(doc);

  const componentNames = Object.keys(doc.components.schemas).sort();
  for (const name of componentNames) {
    const emitter = new Emitter(doc);
    const component = doc.components.schemas[name]!;
    if (habitsOf(component).length > 0) throw new Error(`${name}: note Laravel's habits on the fields that use a component, not on the component`);
    let declarations: string;
    if (cyclic.has(name)) {
      const body = emitter.schema(component);
      declarations = `export const ${name}: v.GenericSchema<unknown, unknown> = /* @__PURE__ */ v.lazy(() => ${body});`;
    } else if (emitter.objectLike(component)) {
      // The entries stand apart so that a schema built on this one (allOf) can spread them.
      const entries = emitter.entries(component);
      emitter.usesShapes.add('object');
      declarations = `export const ${name}Entries = { ${entries} };\n\nexport const ${name} = /* @__PURE__ */ object(${name}Entries);`;
    } else {
      declarations = `export const ${name} = /* @__PURE__ */ ${emitter.schema(component)};`;
    }
    files.push({
      file: `components/${kebab(name)}.ts`,
      source: `${HEADER}${imports(emitter, declarations, '../', name)}\n\n${declarations}\n`,
    });
  }

  const operations = operationsOf(doc).sort((a, b) => a.operationId.localeCompare(b.operationId));
  for (const operation of operations) {
    const emitter = new Emitter(doc);
    const body = operation.success ? emitter.schema(operation.success) : null;
    const call = `${operation.method.toUpperCase()} ${operation.path}`;
    const source = body
      ? `${HEADER}${imports(emitter, body, '../')}\nimport { defineResponse } from '../../../validation/define.ts';\n\n/** The success answer of ${call}. */\nexport const ${operation.operationId}Response = /* @__PURE__ */ defineResponse(${lit(operation.operationId)}, ${lit(call)}, ${body});\n`
      : null;
    if (source) files.push({ file: `operations/${kebab(operation.operationId)}.ts`, source });
  }

  const answered = operations.filter((operation) => operation.success);
  const index = [
    HEADER,
    '// Every answer validator, by operation; and the component schemas, for payloads that come another way (realtime).',
    ...answered.map((operation) => `export { ${operation.operationId}Response } from './operations/${kebab(operation.operationId)}.ts';`),
    ...componentNames.map((name) => `export { ${name} as ${name}Schema } from './components/${kebab(name)}.ts';`),
    '',
  ].join('\n');
  files.push({ file: 'index.ts', source: index });

  // The operation id of every path and method, so that the typed client only takes the right validator.
  const byPath = new Map<string, Map<string, string>>();
  for (const operation of operations) {
    if (!byPath.has(operation.path)) byPath.set(operation.path, new Map());
    byPath.get(operation.path)!.set(operation.method, operation.operationId);
  }
  const ids = [
    HEADER,
    '/** The operation id of each path and method of the document. */',
    'export interface OperationIds {',
    ...[...byPath.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, methods]) => `  ${lit(path)}: { ${[...methods.entries()].map(([method, id]) => `${method}: ${lit(id)}`).join('; ')} };`),
    '}',
    '',
    '/** Operations whose success answer is not JSON (files): they have no validator. */',
    `export type UnvalidatedOperation = ${
      operations
        .filter((operation) => !operation.success)
        .map((operation) => lit(operation.operationId))
        .join(' | ') || 'never'
    };`,
    '',
  ].join('\n');
  files.push({ file: 'operation-ids.ts', source: ids });
  return files;
}
