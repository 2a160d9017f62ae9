import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { demoAccounts } from '../db/fixtures.ts';
import { parseFaultParameter } from '../faults/parameter.ts';
import { startDemoHttpServer } from '../http-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dist: { type: 'string' },
    base: { type: 'string', default: '/app' },
    // The format of the browser demo's `demo-faults` parameter: kind[:pathGlob[:method]],…
    faults: { type: 'string' },
    // The realtime server the pages may connect to (their Content-Security-Policy), e.g. http://127.0.0.1:26001
    'realtime-origin': { type: 'string', multiple: true },
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

const server = await startDemoHttpServer({
  port,
  host: values.host,
  staticDir: values.dist ? resolve(values.dist) : undefined,
  basePath: values.base,
  ...(values['realtime-origin'] ? { realtimeOrigins: values['realtime-origin'] } : {}),
});
server.setFaults(faults);

process.stdout.write(
  [
    `Demo backend listening on ${server.url}`,
    values.dist ? `Portal: ${server.url}${values.base}/ (from ${resolve(values.dist)})` : 'No --dist given: only /api is served.',
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
