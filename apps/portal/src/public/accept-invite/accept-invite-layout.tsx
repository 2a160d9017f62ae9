import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSystemSettings } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { ErrorState } from '@portal/ui-kit/error-state';
import { CenteredPanel } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { SectionLoading } from '@portal/ui-kit/section';
import { Link, Outlet, useLocation } from 'react-router';
import * as styles from '../public.css.ts';

const STEPS = [
  { label: msg`Enter your key`, match: (path: string) => path === '/accept-invite' || path === '/accept-invite/' },
  { label: msg`Verify`, match: (path: string) => path.endsWith('/verify') },
  { label: msg`Create your account`, match: (path: string) => path.endsWith('/create-account') },
  { label: msg`Choose a product`, match: (path: string) => path.endsWith('/products') },
];

/** The four steps of accepting an invite key, open only while the system allows invite keys. */
export default function AcceptInviteLayout() {
  const settings = useSystemSettings();
  const { pathname } = useLocation();
  const { t } = useLingui();
  const back = (
    <TextLink asChild>
      <Link to="/login">
        <Trans>Back to sign in</Trans>
      </Link>
    </TextLink>
  );

  let content;
  if (settings.isPending) content = <SectionLoading label={t`Loading`} shape="text" />;
  else if (settings.isError) content = <ErrorState message={t`We could not load this page.`} onRetry={() => void settings.refetch()} />;
  else if (!settings.data.user_invite_keys) {
    content = (
      <Alert tone="info" title={t`Invites are closed`}>
        <Trans>We are not accepting invite keys at the moment.</Trans>
      </Alert>
    );
  } else {
    content = (
      <>
        <ol className={styles.steps} aria-label={t`Steps`}>
          {STEPS.map((step) => (
            <li key={step.label.id} className={styles.step} aria-current={step.match(pathname) ? 'step' : undefined}>
              {t(step.label)}
            </li>
          ))}
        </ol>
        <Outlet />
      </>
    );
  }

  return (
    <CenteredPanel title={t`Accept your invite`} footer={back}>
      {content}
    </CenteredPanel>
  );
}
