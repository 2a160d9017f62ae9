// Part 2 of 3 of the route × fault-class matrix over every route of the sweep list
// (fault-matrix.tsx): every third route, so that the parts run side by side on the cores.
// `FAULT_MATRIX_ROUTE` narrows a run to the routes whose address contains one of its
// comma-separated parts.
import { defineFaultMatrix } from './fault-matrix.tsx';

defineFaultMatrix((_route, index) => index % 3 === 1);
