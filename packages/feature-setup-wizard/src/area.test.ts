import { describeArea } from '@portal/dev-harness/area-checks';
import { setupWizardArea } from './index.ts';

describeArea(setupWizardArea);
