/**
 * Compiles the lazy screens before the first test, which would otherwise spend its own time
 * limit on it.
 */
export async function loadScreens(): Promise<void> {
  await Promise.all([
    import('./layout/storage-layout.tsx'),
    import('./overview/storage-overview-screen.tsx'),
    import('./mounts/mounts-screen.tsx'),
    import('./mount-paths/mount-paths-screen.tsx'),
    import('./library-paths/library-paths-screen.tsx'),
    import('./deployment-paths/deployment-paths-screen.tsx'),
  ]);
}
