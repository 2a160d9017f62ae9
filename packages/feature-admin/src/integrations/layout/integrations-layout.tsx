import { useLingui } from '@lingui/react/macro';
import { Page } from '@portal/ui-kit/layout';
import { OutcomeProvider } from '@portal/ui-kit/outcome';
import { SectionLoading } from '@portal/ui-kit/section';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import * as styles from '../integrations.css.ts';
import { IntegrationsNav } from './integrations-nav.tsx';

/**
 * `/app/admin/integrations`: the title, the grouped links to every integration, and the open
 * page beside them. Every page raises its outcomes in the one dialog of the layout.
 */
export default function IntegrationsLayout() {
  const { t } = useLingui();
  return (
    <OutcomeProvider>
      <Page title={t`Integrations`} description={t`The services the platform talks to: whether each is set up and answering, and its settings.`}>
        <div className={styles.shell}>
          <IntegrationsNav />
          <div className={styles.content}>
            <Suspense fallback={<SectionLoading label={t`Loading the integration`} />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </Page>
    </OutcomeProvider>
  );
}
