/** Compiles the lazy screens before the first test, which would otherwise spend its own time limit on it. */
export async function loadScreens(): Promise<void> {
  await Promise.all([
    import('./layout/integrations-layout.tsx'),
    import('./overview/integrations-overview-screen.tsx'),
    import('./settings/integration-settings-page.tsx'),
    import('./mail/mail-screen.tsx'),
    import('./uptime-robot/uptime-robot-screen.tsx'),
  ]);
}
