import { describeArea } from '@portal/dev-harness/area-checks';
import { customerArea } from './index.ts';

describeArea(customerArea);
