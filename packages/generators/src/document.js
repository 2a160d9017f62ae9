// Plain JavaScript: Plop loads the generators without a TypeScript step.
import { readFileSync, writeFileSync } from 'node:fs';
import { isMap, isScalar, parseDocument, visit } from 'yaml';
import { camel } from './areas.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * `GET /api/admin/nodes/{node}/reboots, POST /api/admin/nodes/{node}/reboots` → the calls, each
 * with its method, path and path parameters.
 */
export function parseOperations(text) {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const match = /^([A-Za-z]+)\s+(\/api\/\S+)$/.exec(item);
      if (!match) throw new Error(`"${item}" is not a call: write it as METHOD /api/path, e.g. GET /api/admin/nodes`);
      const method = String(match[1]).toLowerCase();
      if (!METHODS.includes(method)) throw new Error(`"${match[1]}" is not a method: use ${METHODS.join(', ').toUpperCase()}`);
      const path = String(match[2]);
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((found) => found[1]);
      return { method, path, params };
    });
}

/** `get` + `/api/admin/nodes/{node}/reboots` → `getAdminNodesReboots`. */
export function operationIdFor(method, path) {
  const words = path
    .replace(/^\/api\//, '')
    .replace(/\{\w+\}/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('-');
  return camel(`${method}-${words}`);
}

/** The document's style: short maps and lists of plain values on one line (`{ type: integer }`). */
function compact(node) {
  visit(node, {
    Map(_, map) {
      if (map.items.length <= 3 && map.items.every((pair) => isScalar(pair.value))) map.flow = true;
    },
    Seq(_, seq) {
      if (seq.items.every((item) => isScalar(item) || (isMap(item) && item.flow))) seq.flow = true;
    },
  });
  return node;
}

/**
 * Finds each call in the API document, or designs it there: a GET answers a list of records
 * (`id`, `name`) to fill in, anything else the success envelope. Answers what each call is.
 */
export function ensureOperations(documentPath, operations, tag, { write = true } = {}) {
  const document = parseDocument(readFileSync(documentPath, 'utf8'));
  const paths = /** @type {import('yaml').YAMLMap<unknown, any>} */ (document.get('paths'));
  let added = false;
  const known = new Set();
  for (const item of paths.items) {
    for (const method of METHODS) {
      const operation = item.value.get?.(method);
      const id = operation?.get?.('operationId');
      if (id) known.add(id);
    }
  }
  const result = operations.map((call) => {
    const pathItem = paths.get(call.path);
    const existing = pathItem?.get?.(call.method);
    if (existing) {
      if (call.method !== 'get') throw new Error(`${call.method.toUpperCase()} ${call.path} is in the API document already: use its operation file instead of a new one.`);
      const operationId = existing.get('operationId');
      if (!operationId) throw new Error(`${call.method.toUpperCase()} ${call.path} has no operationId.`);
      return { ...call, operationId, isNew: false };
    }
    const operationId = operationIdFor(call.method, call.path);
    if (known.has(operationId)) throw new Error(`The operation id ${operationId} is taken.`);
    known.add(operationId);
    const parameters = call.params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'integer' } }));
    const listAnswer = {
      description: 'The records of the screen (fill in their fields).',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['success', 'data'],
            properties: {
              success: { type: 'boolean' },
              data: {
                type: 'array',
                items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
              },
            },
          },
        },
      },
    };
    const operation = {
      tags: [tag],
      operationId,
      ...(parameters.length ? { parameters } : {}),
      ...(call.method === 'get' ? {} : { requestBody: { required: false, content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } } } }),
      responses: {
        200: call.method === 'get' ? listAnswer : { $ref: '#/components/responses/SuccessMessage' },
        401: { $ref: '#/components/responses/Unauthenticated' },
        403: { $ref: '#/components/responses/Forbidden' },
        ...(call.method === 'get' ? {} : { 422: { $ref: '#/components/responses/ValidationFailed' } }),
      },
    };
    const node = compact(document.createNode(pathItem ? operation : { [call.method]: operation }));
    if (pathItem) pathItem.set(call.method, node);
    else paths.set(call.path, node);
    added = true;
    return { ...call, operationId, isNew: true };
  });
  // The document's own style: flow sequences without inner padding (`[success, data]`).
  if (added && write) writeFileSync(documentPath, document.toString({ lineWidth: 0 }).replace(/\[ ([^[\]\n]*?) \]/g, '[$1]'));
  return result;
}
