import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { demoAccounts } from '../db/fixtures.ts';
import { parseFaultParameter } from '../faults/parameter.ts';
import { startDemoHttpServer, type DemoHttpServer } from '../http-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dist: { type: 'string' },
    base: { type: 'string', default: '/app' },
    // The format of the browser demo's `demo-faults` parameter: kind[:pathGlob[:method]],…
    faults: { type: 'string' },
    // The realtime server the pages connect to, e.g. http://127.0.0.1:6001: written into every page
    // (meta portal-realtime-url) and allowed by their Content-Security-Policy, as a deploy sets it.
    'realtime-url': { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got "${values.port}".`);
  process.exit(1);
}

let faults: ReturnType<typeof parseFaultParameter> = [];
try {
  faults = parseFaultParameter(values.faults ?? '');
} catch (error) {
  console.error(`--faults: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let server: DemoHttpServer;
try {
  server = await startDemoHttpServer({
    port,
    host: values.host,
    staticDir: values.dist ? resolve(values.dist) : undefined,
    basePath: values.base,
    ...(values['realtime-url'] === undefined ? {} : { realtimeUrl: values['realtime-url'] }),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
server.setFaults(faults);

process.stdout.write(
  [
    `Demo backend listening on ${server.url}`,
    values.dist ? `Portal: ${server.url}${values.base}/ (from ${resolve(values.dist)})` : 'No --dist given: only /api is served.',
    ...(values['realtime-url'] ? [`Realtime: the pages connect to ${values['realtime-url']}.`] : []),
    `Sign in with ${demoAccounts.map((account) => account.email).join(', ')} (password ${demoAccounts[0]?.password ?? ''}).`,
    faults.length
      ? `Faults: ${faults.map((rule) => `${rule.kind} on ${rule.method ? `${rule.method.toUpperCase()} ` : ''}${rule.path ?? '/api/**'}`).join(', ')} (change them at ${server.url}/__demo/faults).`
      : `No faults: set some with POST ${server.url}/__demo/faults.`,
    '',
  ].join('\n'),
);

const shutdown = () => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
