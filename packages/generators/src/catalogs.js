// Plain JavaScript: Plop loads the generators without a TypeScript step.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The catalogs of a Lingui config whose sources hold `folder` (a path below the config's root
 * directory): a new screen's messages can go nowhere else. A catalog holds a folder when one of
 * its `include` paths is the folder or above it, and no `…/**` pattern of its `exclude` is.
 *
 * @param {{ rootDir: string, catalogs: { path: string, include?: string[], exclude?: string[] }[] }} config
 * @param {string} folder
 */
export function catalogsHolding(config, folder) {
  const path = `${config.rootDir}/${folder}`;
  const holds = (/** @type {string} */ dir) => path === dir || path.startsWith(`${dir}/`);
  const expand = (/** @type {string} */ pattern) => pattern.replace('<rootDir>', config.rootDir);
  return config.catalogs.filter(
    (catalog) =>
      (catalog.include ?? []).map(expand).some(holds) &&
      !(catalog.exclude ?? []).map(expand).some((pattern) => pattern.endsWith('/**') && holds(pattern.slice(0, -'/**'.length))),
  );
}

/**
 * A Lingui config of the repository at `root` narrowed to the catalogs that hold `folder`, in a
 * temporary file: `lingui extract --clean --config <path>` brings those catalogs up to date and
 * leaves every other as it is. `remove()` deletes the file.
 *
 * @param {string} root
 * @param {string} folder
 */
export async function catalogConfigFor(root, folder) {
  const base = join(root, 'lingui.config.js');
  const config = (await import(pathToFileURL(base).href)).default;
  const paths = catalogsHolding(config, folder).map((catalog) => catalog.path);
  if (paths.length === 0) throw new Error(`No catalog of lingui.config.js holds ${folder}`);
  const dir = mkdtempSync(join(tmpdir(), 'gen-catalogs-'));
  const path = join(dir, 'lingui.config.mjs');
  writeFileSync(
    path,
    `import base from ${JSON.stringify(base)};\n` +
      `export default { ...base, catalogs: base.catalogs.filter((catalog) => ${JSON.stringify(paths)}.includes(catalog.path)) };\n`,
  );
  return { path, paths, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
