// Plain JavaScript, run by Node in the copy of the repository that the generator's test makes:
// `node check-types.mjs <package folder> <file>...` (files relative to the working directory).
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The type-check of the files a generator wrote or changed, and of the files of their packages that
 * import them, with the compiler options of the package named first. Their imports are read for
 * what they declare: each of them is checked in full by its own package's type-check.
 */
const [pkg, ...files] = process.argv.slice(2);
if (!pkg || files.length === 0) throw new Error('usage: check-types.mjs <package folder> <file>...');

/** @param {string} config */
function parse(config) {
  const parsed = ts.getParsedCommandLineOfConfigFile(config, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${config} cannot be read`);
  return parsed;
}

const { options, errors } = parse(resolve(pkg, 'tsconfig.json'));
const changed = new Set(files.map((file) => resolve(file)));
const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, options);

/** The files of a package (its tsconfig's) that import one of the changed files. */
function importersIn(/** @type {string} */ config) {
  return parse(config).fileNames.filter((file) => {
    if (changed.has(file)) return false;
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    return importedFiles.some(({ fileName }) => {
      const found = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule;
      return found !== undefined && changed.has(found.resolvedFileName);
    });
  });
}

/** The package folder of a file: the nearest folder above it with a tsconfig.json. */
function packageOf(/** @type {string} */ file) {
  let dir = dirname(file);
  while (!ts.sys.fileExists(join(dir, 'tsconfig.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${file} is in no package`);
    dir = parent;
  }
  return dir;
}

const checked = [...changed, ...[...new Set([...changed].map(packageOf))].flatMap((dir) => importersIn(join(dir, 'tsconfig.json')))];
const program = ts.createProgram({ rootNames: checked, options, configFileParsingDiagnostics: errors });
const diagnostics = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
for (const file of checked) {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not in the program`);
  diagnostics.push(...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source));
}

const host = { getCanonicalFileName: (/** @type {string} */ name) => name, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' };
if (diagnostics.length > 0) {
  console.error(ts.formatDiagnostics(diagnostics, host));
  process.exitCode = 1;
} else {
  console.log(`${checked.length} files checked: ${checked.length - changed.size} of them import the ${changed.size} changed`);
}
