import '@portal/ui-kit/styles';
import { loadApiClientCatalog, startup } from '@portal/api-client';
import { createLazyRealtimeBus, type RealtimeDriverFactory } from '@portal/realtime';
import { addCatalog, offerPseudoLocale, startLocale } from '@portal/ui-kit/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadCatalog } from './catalog.ts';
import { createQueryClient } from './query-client.ts';
import { createPortalRouter } from './router/router.tsx';

// `/` belongs to the host, not the portal: the portal lives under /app.
if (!window.location.pathname.startsWith('/app')) window.location.replace('/app/');

async function boot() {
  // The shell's messages load beside the demo backend's start; the feature packages add theirs
  // with their routes.
  void addCatalog('api-client', loadApiClientCatalog);
  void addCatalog('portal', loadCatalog);
  let driver: RealtimeDriverFactory | undefined;
  // Replaced at build time: a production build drops this branch and the demo code with it.
  if (import.meta.env.VITE_DEMO_BACKEND === 'true') {
    const { startDemo } = await import('./demo/start-demo.ts');
    offerPseudoLocale();
    driver = await startDemo();
  }
  // The first render speaks the stored or the browser's language.
  await startLocale().catch(() => undefined);

  const queryClient = createQueryClient();
  // The realtime client loads with the first sign-in: a guest's page never downloads it.
  const bus = createLazyRealtimeBus(driver ? { driver } : {});
  const router = createPortalRouter();
  void startup(queryClient);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} bus={bus} />
    </StrictMode>,
  );
}

void boot();
