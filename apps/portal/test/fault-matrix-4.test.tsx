// One of the four files of the route × fault-class matrix (fault-matrix.tsx), so that Vitest's workers share it.
import { defineFaultMatrix } from './fault-matrix.tsx';

defineFaultMatrix((_route, index) => index % 4 === 3);
