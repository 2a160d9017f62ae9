import { readPreference, writePreference } from '#utils/preference.ts';
import { activateLocale, i18n, type Locale } from './i18n.ts';
import { PSEUDO_LOCALE } from './pseudo-locale.ts';

/** Where the chosen language is kept (local storage, else a cookie), like the theme. */
export const LANGUAGE_STORAGE_KEY = 'language';

export interface Language {
  locale: Locale;
  /** The language's name in itself, as a language menu shows it. */
  name: string;
}

/** Each language is named in itself, so a person who cannot read the current one still finds theirs. */
export const LANGUAGES: readonly Language[] = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
];
const PSEUDO: Language = { locale: PSEUDO_LOCALE, name: 'Pseudo (en-XA)' };

let pseudoOffered = false;

/** Offers the pseudo-locale in the language menus (the demo backend and `pnpm dev` do). */
export function offerPseudoLocale(): void {
  pseudoOffered = true;
}

export function languages(): readonly Language[] {
  return pseudoOffered ? [...LANGUAGES, PSEUDO] : LANGUAGES;
}

/** A language the portal can speak; the pseudo-locale too, when stored (the sweeps choose it so), though only offered in the demo. */
function isLocale(value: unknown): value is Locale {
  return LANGUAGES.some((language) => language.locale === value) || value === PSEUDO_LOCALE;
}

/** The first of the browser's languages the portal speaks (`de-AT` is German), else English. */
export function browserLocale(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]): Locale {
  for (const tag of preferred) {
    if (tag === PSEUDO_LOCALE && pseudoOffered) return tag;
    const base = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((language) => language.locale === base);
    if (match) return match.locale;
  }
  return 'en';
}

/** The stored choice, else the browser's languages. */
export function initialLocale(): Locale {
  const stored = readPreference(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : browserLocale();
}

export function currentLocale(): Locale {
  return i18n.locale as Locale;
}

/** Switches the language and remembers the choice; the page re-renders in place, nothing reloads. */
export async function chooseLocale(locale: Locale): Promise<void> {
  writePreference(LANGUAGE_STORAGE_KEY, locale);
  await activateLocale(locale);
}

let followingOtherTabs = false;

/** Another tab chose a language: follow it, so that open tabs do not disagree (as with the theme). */
function followOtherTabs(): void {
  if (followingOtherTabs || typeof window === 'undefined') return;
  followingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key === LANGUAGE_STORAGE_KEY && isLocale(event.newValue) && event.newValue !== currentLocale()) void activateLocale(event.newValue);
  });
}

/** Starts the portal in the stored or the browser's language; every catalog added so far is loaded first. */
export function startLocale(): Promise<void> {
  followOtherTabs();
  return activateLocale(initialLocale());
}
