import { describeArea } from '@portal/dev-harness/area-checks';
import { moderatorArea } from './index.ts';

// The area's table stays within its prefixes, every route with a handle its guard and titles read.
describeArea(moderatorArea);
