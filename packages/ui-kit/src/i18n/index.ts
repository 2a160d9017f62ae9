export { activateLocale, addCatalog, i18n, SOURCE_LOCALE, type CatalogLoader, type Locale } from './i18n.ts';
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
export { PSEUDO_LOCALE, PSEUDO_MARK, pseudoText } from './pseudo.ts';
export { Trans, useLingui, type LinguiValue } from './runtime.tsx';
export type { MessageDescriptor, Messages } from '@lingui/core';
