import { useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { failureMessage } from '@portal/ui-kit/outcome';
import { Section, SectionLoading } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { useIntegrations } from '../api/get-integrations.ts';
import { useTestIntegration } from '../api/test-integration.ts';
import type { IntegrationStatus } from '../api/types.ts';
import * as styles from '../integrations.css.ts';
import { BASE, INTEGRATION_GROUPS, type IntegrationPage } from '../pages.ts';
import { CheckStatus } from '../settings/check-status.tsx';

function IntegrationRow({ page, status }: { page: IntegrationPage; status: IntegrationStatus | undefined }) {
  const { t } = useLingui();
  const test = useTestIntegration();
  const name = t(page.name);
  return (
    <ListCard>
      <div className={styles.rowBody}>
        <ListCardTitle level={3}>
          <ListCardLink asChild>
            <Link to={`${BASE}/${page.key}`}>{name}</Link>
          </ListCardLink>
        </ListCardTitle>
        <p className={styles.muted}>{t(page.summary)}</p>
        <div className={styles.statusLine}>
          {status?.configured ? <Badge tone="info">{t`Set up`}</Badge> : <Badge tone="warning">{t`Not set up`}</Badge>}
          {status?.configured && status.enabled === false ? <Badge tone="neutral">{t`Turned off`}</Badge> : null}
        </div>
        <div aria-live="polite" aria-busy={test.isPending || undefined}>
          {status ? <CheckStatus check={status} /> : null}
          {test.isError ? <p className={styles.message} role="alert">{t`The test could not run: ${failureMessage(test.error)}`}</p> : null}
        </div>
      </div>
      <div className={styles.rowActions}>
        {status?.testable !== false ? (
          <Button size="sm" variant="secondary" loading={test.isPending} aria-label={t`Test connection: ${name}`} onClick={() => test.mutate(page.key)}>
            {t`Test connection`}
          </Button>
        ) : null}
      </div>
    </ListCard>
  );
}

/** `/app/admin/integrations`: every integration, whether it is set up and healthy, with a test where one makes sense. */
export default function IntegrationsOverviewScreen() {
  const { t } = useLingui();
  const integrations = useIntegrations();
  return (
    <Section
      query={integrations}
      headingLevel={2}
      loading={<SectionLoading label={t`Loading the integrations`} shape="text" lines={8} />}
      error={t`The integrations could not be loaded`}
    >
      {(rows) => {
        const byKey = new Map(rows.map((row) => [row.key, row]));
        return (
          <div className={styles.groups}>
            {INTEGRATION_GROUPS.map((group) => (
              <section key={group.id} className={styles.group} aria-labelledby={`integrations-${group.id}`}>
                <h2 id={`integrations-${group.id}`} className={styles.groupHeading}>
                  {t(group.label)}
                </h2>
                <ListCardList aria-label={t(group.label)}>
                  {group.pages.map((page) => (
                    <IntegrationRow key={page.key} page={page} status={byKey.get(page.key)} />
                  ))}
                </ListCardList>
              </section>
            ))}
          </div>
        );
      }}
    </Section>
  );
}
