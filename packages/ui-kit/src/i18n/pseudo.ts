import type { Messages } from '@lingui/core';

export { PSEUDO_LOCALE } from './pseudo-locale.ts';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'áƀçðéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'];
const ACCENT = new Map([...PLAIN].map((letter, index) => [letter, ACCENTED[index]!]));
const VOWEL = /[aeiouAEIOU]/;
/** The marks a pseudo-localised text carries: an accented letter or a bracket. */
export const PSEUDO_MARK = new RegExp(`[${ACCENTED.join('')}⟦⟧]`);

/** Accents the letters and doubles the vowels (English text grows by about 40%); tags (`<0>`, `</1>`, `<2/>`) stay as they are. */
export function pseudoText(text: string): string {
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part, index) => (index % 2 === 1 ? part : [...part].map((char) => (VOWEL.test(char) ? ACCENT.get(char)!.repeat(2) : (ACCENT.get(char) ?? char))).join('')))
    .join('');
}

/** A compiled message: text, or tokens (text, `[name]`, `[name, format, cases]`) as Lingui compiles them. */
type Compiled = string | readonly unknown[];

function pseudoTokens(tokens: readonly unknown[]): unknown[] {
  return tokens.map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    if (!Array.isArray(token)) return token;
    const [name, format, cases] = token as [unknown, unknown, unknown];
    if (cases && typeof cases === 'object' && !Array.isArray(cases)) {
      const pseudoCases = Object.fromEntries(
        Object.entries(cases as Record<string, Compiled>).map(([key, value]) => [key, typeof value === 'string' ? pseudoText(value) : pseudoTokens(value)]),
      );
      return [name, format, pseudoCases];
    }
    return token;
  });
}

/** A compiled message in the pseudo-locale: bracketed, so a cut-off or a string joined from pieces shows. */
export function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return `⟦${pseudoText(message)}⟧`;
  return ['⟦', ...pseudoTokens(message), '⟧'];
}

export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message as Compiled)])) as Messages;
}
