import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderSchema, schemaPath } from './generate-schema.ts';
import { renderValidators, validatorsDir } from './generate-validators.ts';

await writeFile(schemaPath, await renderSchema());
console.log(`wrote ${schemaPath}`);

const files = await renderValidators();
await rm(validatorsDir, { recursive: true, force: true });
for (const { file, source } of files) {
  const target = join(validatorsDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, source);
}
console.log(`wrote ${files.length} files in ${validatorsDir}`);
