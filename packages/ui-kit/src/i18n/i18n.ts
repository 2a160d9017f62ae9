import { i18n, type Messages } from '@lingui/core';
import { loadCatalog } from '../catalog.ts';
import { PSEUDO_LOCALE } from './pseudo-locale.ts';

export { i18n };

/** The languages the portal speaks; the pseudo-locale is for finding text that is not in a catalog. */
export type Locale = 'en' | 'de' | typeof PSEUDO_LOCALE;
export const SOURCE_LOCALE = 'en';

/** A package's catalog: its compiled messages in one language, loaded when asked. */
export type CatalogLoader = (locale: 'en' | 'de') => Promise<{ messages: Messages }>;

const catalogs = new Map<string, CatalogLoader>();
const loaded = new Map<string, Promise<void>>();
/** Until the first activation chooses a language, an added catalog only waits to be loaded. */
let started = false;

// Messages render in English, from the source text in the code, before any catalog arrives (and in
// unit tests, which load none).
i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} });

function loadInto(name: string, loader: CatalogLoader, locale: Locale): Promise<void> {
  const key = `${name}|${locale}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = loader(locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale).then(async ({ messages }) => {
      // The pseudo-locale's code loads only when someone chooses it.
      i18n.load(locale, locale === PSEUDO_LOCALE ? (await import('./pseudo.ts')).pseudoMessages(messages) : messages);
    });
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/**
 * Adds a package's catalog: once a language is active its messages load now (the package's screens
 * wait for them), and in every language the person switches to later.
 */
export function addCatalog(name: string, loader: CatalogLoader): Promise<void> {
  catalogs.set(name, loader);
  return started ? loadInto(name, loader, i18n.locale as Locale) : Promise.resolve();
}

/** Loads every added catalog in this language, then switches to it: every message re-renders. */
export async function activateLocale(locale: Locale): Promise<void> {
  started = true;
  await Promise.all([...catalogs].map(([name, loader]) => loadInto(name, loader, locale)));
  // Formatters read the page's language; it changes before the messages re-render.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  i18n.activate(locale);
}

// The ui-kit's own messages (its buttons, pagers, dialogs) come with it wherever it is used.
void addCatalog('ui-kit', loadCatalog).catch(() => {
  // Without its catalog the kit speaks English from the source text; a later switch tries again.
});

/**
 * A screen's module together with its folder's messages: `lazy(() => withMessages(import('./x-screen.tsx')))`
 * fetches both at once, and the screen renders when both are there.
 */
export function messagesFor(name: string, loader: CatalogLoader): <T>(module: Promise<T>) => Promise<T> {
  return (module) => Promise.all([module, addCatalog(name, loader)]).then(([loaded]) => loaded);
}
