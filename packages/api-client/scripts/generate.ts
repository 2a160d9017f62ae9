import { writeFile } from 'node:fs/promises';
import { renderSchema, schemaPath } from './generate-schema.ts';

await writeFile(schemaPath, await renderSchema());
console.log(`wrote ${schemaPath}`);
