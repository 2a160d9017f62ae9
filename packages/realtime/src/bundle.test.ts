// @vitest-environment node
/**
 * The sign-in page imports this package and has a tight JS budget: laravel-echo, socket.io-client
 * and the payload schemas (with valibot) must stay out of the importer's initial bundle and load
 * only on connect.
 */
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const realtimeLibrary = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(laravel-echo|socket\.io-client)[\\/]/;

async function bundle(): Promise<Rollup.OutputChunk[]> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('..', import.meta.url)),
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL('./index.ts', import.meta.url)), formats: ['es'] },
      rollupOptions: { external: [/^react($|\/)/] },
    },
  })) as Rollup.RollupOutput[];
  return output.flatMap((result) => result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk'));
}

const payloadSchemas = /[\\/]src[\\/]payload-schemas\.ts$/;
const schemaModule = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?valibot[\\/]|[\\/]api-client[\\/]src[\\/]generated[\\/]validators[\\/]/;

function librariesIn(chunk: Rollup.OutputChunk): string[] {
  return [...new Set(chunk.moduleIds.flatMap((id) => realtimeLibrary.exec(id)?.[1] ?? []))].sort();
}

function schemaModulesIn(chunk: Rollup.OutputChunk): string[] {
  return chunk.moduleIds.filter((id) => payloadSchemas.test(id) || schemaModule.test(id));
}

/** The entry chunk and every chunk it imports statically: what the importer loads at once. */
function initialChunks(chunks: Rollup.OutputChunk[]): Set<Rollup.OutputChunk> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<Rollup.OutputChunk>(chunks.filter((chunk) => chunk.isEntry));
  for (const chunk of initial) {
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) initial.add(imported);
    }
  }
  return initial;
}

describe('the package bundle', () => {
  let chunks: Rollup.OutputChunk[] = [];
  // A production build of the package: seconds alone, more beside the other packages' tests.
  beforeAll(async () => {
    chunks = await bundle();
  }, 60_000);

  it('loads laravel-echo and socket.io-client only through a dynamic import', () => {
    expect(chunks.filter((chunk) => chunk.isEntry)).toHaveLength(1);
    const initial = initialChunks(chunks);
    expect([...initial].flatMap(librariesIn)).toEqual([]);

    const lazy = chunks.filter((chunk) => !initial.has(chunk));
    expect([...new Set(lazy.flatMap(librariesIn))].sort()).toEqual(['laravel-echo', 'socket.io-client']);
  });

  it('loads the payload schemas and valibot only through a dynamic import', () => {
    const initial = initialChunks(chunks);
    expect([...initial].flatMap(schemaModulesIn)).toEqual([]);

    const lazy = chunks.filter((chunk) => !initial.has(chunk)).flatMap(schemaModulesIn);
    expect(lazy.some((id) => payloadSchemas.test(id))).toBe(true);
    expect(lazy.some((id) => /[\\/]valibot[\\/]/.test(id))).toBe(true);
    expect(lazy.some((id) => id.endsWith('server-event.ts'))).toBe(true);
  });
});
