import { describeArea } from '@portal/dev-harness/area-checks';
import { adminArea } from './index.ts';

describeArea(adminArea);
