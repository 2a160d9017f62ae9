import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

export const documentPath = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));
export const schemaPath = fileURLToPath(new URL('../src/generated/schema.ts', import.meta.url));

const header = `/**
 * Types of every call in openapi/openapi.yaml. Do not edit: run \`pnpm --filter @portal/api-client generate\`.
 * A test fails when this file and the document disagree.
 */
`;

/** Renders the TypeScript types of the API document, exactly as they are committed. */
export async function renderSchema(): Promise<string> {
  const document = parse(await readFile(documentPath, 'utf8')) as Record<string, unknown>;
  const ast = await openapiTS(document as never, { alphabetize: false, exportType: false });
  return header + astToString(ast);
}
