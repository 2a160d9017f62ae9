// The route × fault-class matrix over every route (fault-matrix.tsx). It is not yet part of the
// default run: `FAULT_MATRIX=1 pnpm --filter @portal/portal exec vitest run test/fault-matrix`
// runs it (with `FAULT_MATRIX_ROUTE` to narrow it), and the screen generator's test runs it for the
// route it writes. The browser's fault sweep meets every route under every class meanwhile.
import { it } from 'vitest';
import { defineFaultMatrix } from './fault-matrix.tsx';

if (process.env.FAULT_MATRIX === '1' || process.env.FAULT_MATRIX_ROUTE) defineFaultMatrix(() => true);
else it.skip('runs with FAULT_MATRIX=1', () => {});
