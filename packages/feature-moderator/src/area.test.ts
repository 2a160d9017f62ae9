import { describeArea } from '@portal/dev-harness/area-checks';
import { moderatorArea } from './index.ts';

// No screens yet: the area's table is empty, and stays within its prefixes as it grows.
describeArea(moderatorArea, { empty: true });
