export { activateLocale, addCatalog, i18n, messagesFor, SOURCE_LOCALE, type CatalogLoader, type Locale } from './i18n.ts';
export {
  browserLocale,
  chooseLocale,
  currentLocale,
  initialLocale,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  languages,
  offerPseudoLocale,
  startLocale,
  type Language,
} from './locale.ts';
export { LanguageSelect, type LanguageSelectProps } from './language-select.tsx';
export { PSEUDO_LOCALE } from './pseudo-locale.ts';
export { Trans, useLingui, type LinguiValue } from './runtime.tsx';
export type { MessageDescriptor, Messages } from '@lingui/core';
