import { describeArea } from '@portal/dev-harness/area-checks';
import { resellerArea } from './index.ts';

// No screens yet: the area's table is empty, and stays within its prefixes as it grows.
describeArea(resellerArea, { empty: true });
