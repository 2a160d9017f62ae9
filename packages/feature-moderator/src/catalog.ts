import type { Messages } from '@portal/ui-kit/i18n';

/** This package's messages in one language, compiled from `src/locales/{locale}.po` when asked for. */
export function loadCatalog(locale: 'en' | 'de'): Promise<{ messages: Messages }> {
  return import(`./locales/${locale}.po`);
}
