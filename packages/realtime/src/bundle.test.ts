// @vitest-environment node
/**
 * The sign-in page imports this package and has a tight JS budget: laravel-echo and
 * socket.io-client must stay out of the importer's initial bundle and load only on connect.
 */
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

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

function librariesIn(chunk: Rollup.OutputChunk): string[] {
  return [...new Set(chunk.moduleIds.flatMap((id) => realtimeLibrary.exec(id)?.[1] ?? []))].sort();
}

describe('the package bundle', () => {
  it('loads laravel-echo and socket.io-client only through a dynamic import', async () => {
    const chunks = await bundle();
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry).toBeDefined();
    if (!entry) return;

    // Everything the entry pulls in statically is the initial bundle.
    const initial = new Set<Rollup.OutputChunk>([entry]);
    for (const chunk of initial) {
      for (const name of chunk.imports) {
        const imported = byName.get(name);
        if (imported) initial.add(imported);
      }
    }
    expect([...initial].flatMap(librariesIn)).toEqual([]);

    const lazy = chunks.filter((chunk) => !initial.has(chunk));
    expect([...new Set(lazy.flatMap(librariesIn))].sort()).toEqual(['laravel-echo', 'socket.io-client']);
  });
});
