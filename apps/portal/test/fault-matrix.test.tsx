// The route × fault-class matrix over every route of the sweep list (fault-matrix.tsx): every
// route under every fault class, through the whole portal. `FAULT_MATRIX_ROUTE` narrows a run to
// the routes whose address contains one of its comma-separated parts.
import { defineFaultMatrix } from './fault-matrix.tsx';

defineFaultMatrix(() => true);
