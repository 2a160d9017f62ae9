// The catalogs' check in the test command: every message in the code is in its package's catalog
// (extraction would change nothing), and every German message is translated.
// `pnpm i18n:extract` brings the catalogs up to date; translators then fill `de.po`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const config = (await import(join(root, 'lingui.config.js'))).default;
const dirs = config.catalogs.map((catalog) => catalog.path.replace('<rootDir>/', '').replace('/{locale}', ''));

// Extraction into a copy, so that a build reading the catalogs meanwhile never sees a half-written one.
const scratch = mkdtempSync(join(tmpdir(), 'i18n-check-'));
const problems = [];
try {
  for (const dir of dirs) cpSync(join(root, dir), join(scratch, dir), { recursive: true });
  const copy = join(scratch, 'lingui.config.js');
  writeFileSync(
    copy,
    `import base from ${JSON.stringify(join(root, 'lingui.config.js'))};
export default {
  ...base,
  rootDir: ${JSON.stringify(root)},
  catalogs: base.catalogs.map((catalog) => ({ ...catalog, path: catalog.path.replace('<rootDir>', ${JSON.stringify(scratch)}) })),
};
`,
  );
  const run = spawnSync('pnpm', ['exec', 'lingui', 'extract', '--clean', '--config', copy], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    problems.push('The messages could not be extracted (above).');
  }
  for (const dir of dirs) {
    for (const file of readdirSync(join(root, dir)).filter((name) => name.endsWith('.po'))) {
      const committed = readFileSync(join(root, dir, file), 'utf8');
      const extracted = readFileSync(join(scratch, dir, file), 'utf8');
      // The header's creation date changes with every extraction.
      const body = (text) => text.replace(/^"POT-Creation-Date: .*\n/m, '');
      if (body(committed) !== body(extracted)) problems.push(`${dir}/${file} is out of date: run \`pnpm i18n:extract\` and commit the catalogs.`);
    }
    const german = join(root, dir, 'de.po');
    if (!existsSync(german)) {
      problems.push(`${dir}/de.po is missing.`);
      continue;
    }
    const entries = readFileSync(german, 'utf8').split(/\n\n+/);
    const header = (entry) => /^msgid ""\nmsgstr ""/m.test(entry);
    const untranslated = entries.filter((entry) => /^msgid /m.test(entry) && !header(entry) && /^msgstr ""(?:\n(?!")|\n?$)/m.test(entry));
    if (untranslated.length > 0) {
      const first = untranslated.slice(0, 3).map((entry) => entry.match(/^msgid ((?:".*"\n?)+)/m)?.[1]?.replace(/"\n"/g, '').trim());
      problems.push(`${relative(root, german)}: ${untranslated.length} message(s) without a German translation, e.g. ${first.join(', ')}`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`Catalogs: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`- ${problem}`);
  process.exit(1);
}
console.log(`Catalogs: ${dirs.length}, up to date and translated.`);
