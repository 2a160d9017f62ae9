import { useSystemSettings } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { ErrorState } from '@portal/ui-kit/error-state';
import { CenteredPanel } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { SectionLoading } from '@portal/ui-kit/section';
import { Link, Outlet, useLocation } from 'react-router';
import * as styles from '../public.css.ts';

const STEPS = [
  { label: 'Enter your key', match: (path: string) => path === '/accept-invite' || path === '/accept-invite/' },
  { label: 'Verify', match: (path: string) => path.endsWith('/verify') },
  { label: 'Create your account', match: (path: string) => path.endsWith('/create-account') },
  { label: 'Choose a product', match: (path: string) => path.endsWith('/products') },
];

/** The four steps of accepting an invite key, open only while the system allows invite keys. */
export default function AcceptInviteLayout() {
  const settings = useSystemSettings();
  const { pathname } = useLocation();
  const back = (
    <TextLink asChild>
      <Link to="/login">Back to sign in</Link>
    </TextLink>
  );

  let content;
  if (settings.isPending) content = <SectionLoading label="Loading" shape="text" />;
  else if (settings.isError) content = <ErrorState message="We could not load this page." onRetry={() => void settings.refetch()} />;
  else if (!settings.data.user_invite_keys) {
    content = (
      <Alert tone="info" title="Invites are closed">
        We are not accepting invite keys at the moment.
      </Alert>
    );
  } else {
    content = (
      <>
        <ol className={styles.steps} aria-label="Steps">
          {STEPS.map((step) => (
            <li key={step.label} className={styles.step} aria-current={step.match(pathname) ? 'step' : undefined}>
              {step.label}
            </li>
          ))}
        </ol>
        <Outlet />
      </>
    );
  }

  return (
    <CenteredPanel title="Accept your invite" footer={back}>
      {content}
    </CenteredPanel>
  );
}
