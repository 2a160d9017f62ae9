import { useLingui } from '@lingui/react/macro';
import { sanitizeHtml } from '@portal/ui-kit/sanitize';
import { useId, useMemo, type ReactNode } from 'react';
import * as styles from './user-interaction.css.ts';

/** HTML as the customers will see it: sanitised, exactly as the customer side renders it. */
export function HtmlPreview({ html, title, label }: { html: string; title?: ReactNode; label?: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.previewHeading}>
        {label ?? t`Preview`}
      </h3>
      {title ? <p className={styles.legend}>{title}</p> : null}
      {html.trim() ? (
        <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: safe }} />
      ) : (
        <p className={styles.muted}>{t`Nothing to show yet.`}</p>
      )}
    </section>
  );
}
