import { describeArea } from '@portal/dev-harness/area-checks';
import { resellerArea } from './index.ts';

describeArea(resellerArea);
