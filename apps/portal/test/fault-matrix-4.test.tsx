// Part 4 of 6 of the route × fault-class matrix over every route of the sweep list
// (fault-matrix.tsx): every sixth route, so that the parts share the cores evenly, whichever
// file the run takes last. `FAULT_MATRIX_ROUTE` narrows a run to the routes whose address
// contains one of its comma-separated parts.
import { defineFaultMatrix } from './fault-matrix.tsx';

defineFaultMatrix((_route, index) => index % 6 === 3);
