// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { validate } from '@readme/openapi-parser';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { documentPath, renderSchema, schemaPath } from './generate-schema.ts';

describe('the API document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = parse(await readFile(documentPath, 'utf8'));
    const result = await validate(document);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  it('matches the committed client types, so the client cannot drift from it', async () => {
    const committed = await readFile(schemaPath, 'utf8');
    // When this fails, the document changed: run `pnpm --filter @portal/api-client generate`.
    expect(committed).toBe(await renderSchema());
  });
});
