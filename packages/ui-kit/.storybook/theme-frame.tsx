import { type ReactNode, useState } from 'react';
import { PortalContainerContext } from '#portal/portal-container.tsx';
import * as styles from './theme-frame.css.ts';

export type ThemeMode = 'side-by-side' | 'light' | 'dark';

function ThemePanel({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setElement} data-theme={theme} className={styles.panel}>
      {/* Wait for the panel element so overlays portal into it from their first render. */}
      {element ? <PortalContainerContext value={element}>{children}</PortalContainerContext> : null}
    </div>
  );
}

/** Renders a story in one theme, or twice (light and dark) next to each other. */
export function ThemeFrame({ mode, children }: { mode: ThemeMode; children: () => ReactNode }) {
  if (mode === 'side-by-side') {
    return (
      <div className={styles.sideBySide}>
        <ThemePanel theme="light">{children()}</ThemePanel>
        <ThemePanel theme="dark">{children()}</ThemePanel>
      </div>
    );
  }
  return <ThemePanel theme={mode}>{children()}</ThemePanel>;
}
