import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { formatDate } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardSkeleton, ListCardTitle } from '@portal/ui-kit/list-card';
import { Section } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { useMailTemplates } from '../api/get-mail-templates.ts';
import { TEMPLATE_NAMES } from './template-names.ts';
import * as styles from './mail-templates.css.ts';

/** The mail templates below the SMTP settings: each links to its editor. */
export function MailTemplatesSection() {
  const { t } = useLingui();
  const templates = useMailTemplates();
  return (
    <Card title={t`Mail templates`} description={t`What the platform writes to customers. Edit a template to change its subject and body.`}>
      <Section
        query={templates}
        loading={
          <ListCardList aria-label={t`Loading the mail templates`} aria-busy="true">
            <ListCardSkeleton />
            <ListCardSkeleton />
            <ListCardSkeleton />
          </ListCardList>
        }
        error={t`The mail templates could not be loaded`}
        empty={(data) => data.length === 0}
        emptyState={{ title: t`No mail templates yet`, description: t`The platform has no mail templates to edit.` }}
      >
        {(data) => (
          <ListCardList aria-label={t`Mail templates`}>
            {data.map((template) => {
              const known = TEMPLATE_NAMES[template.key];
              const name = known ? t(known.name) : template.name;
              const description = known ? t(known.description) : template.description;
              return (
                <ListCard key={template.key}>
                  <div className={styles.summary}>
                    <ListCardTitle>
                      <ListCardLink asChild>
                        <Link to={`/admin/integrations/mail/templates/${encodeURIComponent(template.key)}`}>{name}</Link>
                      </ListCardLink>
                    </ListCardTitle>
                    {description ? <p className={styles.muted}>{description}</p> : null}
                    <p className={styles.subject}>{template.subject}</p>
                  </div>
                  <div className={styles.state}>
                    {template.customized ? <Badge tone="info"><Trans>Changed</Trans></Badge> : <Badge><Trans>Default</Trans></Badge>}
                    {template.updated_at ? <span className={styles.muted}>{t`Saved ${formatDate(template.updated_at)}`}</span> : null}
                  </div>
                </ListCard>
              );
            })}
          </ListCardList>
        )}
      </Section>
    </Card>
  );
}
