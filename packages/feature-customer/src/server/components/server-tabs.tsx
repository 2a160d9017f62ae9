import { Trans, useLingui } from '@lingui/react/macro';
import type { Server } from '@portal/api-client';
import { SectionBoundary } from '@portal/ui-kit/error-boundary';
import { Spinner } from '@portal/ui-kit/spinner';
import { Tabs } from '@portal/ui-kit/tabs';
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { serverSections } from '../sections/index.ts';
import * as styles from '../server.css.ts';

export const OVERVIEW_TAB = 'overview';
/** The query parameter that holds the open tab, so a reload or a shared link opens it again. */
export const TAB_PARAM = 'tab';

/** The Overview tab and one tab per section this server offers; the open one lives in `?tab=`. */
export function ServerTabs({ server, overview }: { server: Server; overview: ReactNode }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const sections = serverSections.filter((section) => section.available?.(server) ?? true);
  const requested = params.get(TAB_PARAM);
  const value = requested && sections.some((section) => section.id === requested) ? requested : OVERVIEW_TAB;

  const select = (next: string) => {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === OVERVIEW_TAB) updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, next);
        return updated;
      },
      // Arrow keys switch tabs as they move; one history entry per key press would bury the previous page.
      { replace: true },
    );
  };

  return (
    <Tabs.Root value={value} onValueChange={select}>
      <Tabs.List aria-label={t`Server sections`}>
        <Tabs.Trigger value={OVERVIEW_TAB}>
          <Trans>Overview</Trans>
        </Tabs.Trigger>
        {sections.map((section) => (
          <Tabs.Trigger key={section.id} value={section.id}>
            {t(section.label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={OVERVIEW_TAB}>
        <SectionBoundary title={t`The overview could not be shown`} resetKeys={[server.id]}>
          {overview}
        </SectionBoundary>
      </Tabs.Content>
      {sections.map(({ id, loading, failed, Component }) => (
        <Tabs.Content key={id} value={id}>
          {/* Each tab fails on its own: the others and the server's header stay usable. */}
          <SectionBoundary title={t(failed)} resetKeys={[server.id]}>
            <Suspense
              fallback={
                <div className={styles.tabPanelLoading}>
                  <Spinner label={t(loading)} showLabel />
                </div>
              }
            >
              <Component server={server} />
            </Suspense>
          </SectionBoundary>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
