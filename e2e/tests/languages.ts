import { expect, type Page, type Response, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** The portal's languages as the switch stores them; `en-XA` is the pseudo-locale. */
export type SweepLocale = 'en' | 'de' | 'en-XA';

const { names } = JSON.parse(readFileSync(new URL('../../i18n-names.json', import.meta.url), 'utf8')) as { names: string[] };

/**
 * Switches the page's language as another tab of the portal would (the stored choice and its
 * storage event), without a reload, and waits until the page speaks it.
 */
export async function switchLanguage(page: Page, locale: SweepLocale) {
  await page.evaluate((next) => {
    // A toast already shown keeps the words it was raised with (it is not re-rendered): the
    // pseudo-locale's check leaves it out.
    for (const toast of Array.from(document.querySelectorAll('[data-sonner-toast]'))) toast.setAttribute('data-shown-before-switch', '');
    window.localStorage.setItem('language', next);
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: next }));
  }, locale);
  await page.waitForFunction((next) => document.documentElement.lang === next, locale, { timeout: 10_000 });
}

/**
 * Every string value of the API's JSON answers to this page: text the backend sends (names,
 * its own messages) is shown as it comes, in any language.
 */
export function recordAnswerTexts(page: Page): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      const text = value.replace(/\s+/g, ' ').trim();
      if (text) texts.add(text);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(collect, () => {});
  });
  return texts;
}

interface Finding {
  text: string;
  where: string;
}

/**
 * In the pseudo-locale every message carries its marks (accented letters, ⟦ ⟧): visible text or
 * an accessible name with plain letters and no mark, that is neither the backend's data nor a
 * name that reads the same in every language, is hard-coded. Text cut off by its box (hidden
 * overflow without an ellipsis) fails too: German and the pseudo-locale run longer than English.
 */
export async function judgePseudoLocale(page: Page, testInfo: TestInfo, data: Set<string>) {
  const { unmarked, clipped } = await page.evaluate(
    ({ names }) => {
      const MARK = /[áƀçðéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ⟦⟧]/;
      const PLAIN = /[A-Za-z]{2,}/;
      const known = new Set(names);
      const visible = (element: Element) => {
        if (element.getClientRects().length === 0) return false;
        const style = getComputedStyle(element);
        return style.visibility !== 'hidden' && style.opacity !== '0';
      };
      const where = (element: Element) => {
        const parts: string[] = [];
        for (let node: Element | null = element; node && parts.length < 3; node = node.parentElement) {
          parts.unshift(node.tagName.toLowerCase() + (node.getAttribute('aria-label') ? `[aria-label]` : '') + (node.id ? `#${node.id}` : ''));
        }
        return parts.join(' > ');
      };
      const unmarked: { text: string; where: string }[] = [];
      const check = (raw: string, element: Element) => {
        const text = raw.replace(/\s+/g, ' ').trim();
        if (!PLAIN.test(text) || MARK.test(text) || known.has(text)) return;
        unmarked.push({ text, where: where(element) });
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, template, [data-shown-before-switch]') || !visible(parent)) continue;
        check(node.textContent ?? '', parent);
      }
      for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
        if (!visible(element) || element.closest('[data-shown-before-switch]')) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) check(value, element);
        }
      }

      // Cut-off text: a box that hides what does not fit, holds text, and does not say so with an ellipsis.
      const clipped: { text: string; where: string }[] = [];
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        if (!visible(element) || !(element instanceof HTMLElement)) continue;
        const ownText = Array.from(element.childNodes).some((child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '');
        if (!ownText) continue;
        const style = getComputedStyle(element);
        // Text only for screen readers is clipped on purpose.
        if (style.clip !== 'auto' || style.clipPath !== 'none' || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
        if (style.textOverflow === 'ellipsis' || style.getPropertyValue('-webkit-line-clamp') !== 'none') continue;
        const hidesX = ['hidden', 'clip'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        const hidesY = ['hidden', 'clip'].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        if (hidesX || hidesY) clipped.push({ text: (element.textContent ?? '').trim().slice(0, 60), where: where(element) });
      }
      return { unmarked, clipped };
    },
    { names },
  );
  // The backend's text as it comes, or cut short with an ellipsis (a long command in a list).
  const isData = (text: string) => {
    const shown = text.replace(/(\.\.\.|…)$/, '');
    return data.has(text) || [...data].some((value) => value.includes(shown) || (shown.length > 12 && shown.includes(value) && value.length > 3));
  };
  const hardCoded = unmarked.filter((finding: Finding) => !isData(finding.text));
  const unique = (findings: Finding[]) => [...new Map(findings.map((finding) => [finding.text, `“${finding.text.slice(0, 80)}” (${finding.where})`])).values()].slice(0, 12);
  expect.soft(unique(hardCoded), 'text without the pseudo-locale’s marks (hard-coded, not in a catalog)').toEqual([]);
  expect.soft(unique(clipped), 'text cut off by its box in the pseudo-locale').toEqual([]);
  void testInfo;
}
