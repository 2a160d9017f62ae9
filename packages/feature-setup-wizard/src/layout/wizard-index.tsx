import { Navigate } from 'react-router';
import { firstUndoneStep, stepHref } from '../steps.ts';
import { useWizardContext } from './wizard-context.ts';

/** `/app/admin/system/init` itself: on to the first step that is not done. */
export default function WizardIndex() {
  const { state } = useWizardContext();
  return <Navigate to={stepHref(firstUndoneStep(state))} replace />;
}
