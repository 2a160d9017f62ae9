import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA. */
export const WCAG21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The rules of the sweep's judgement: WCAG 2.1 A and AA, and axe's best practices. */
const SWEEP_TAGS = [...WCAG21, 'best-practice'];

/**
 * Rules the judgements leave out. `label-content-name-mismatch` (WCAG 2.5.3, a control's visible
 * words within its name) is one of axe's rules proper from 4.14 on, where it had been experimental
 * and not run; the portal's controls whose names say more than their words (a count's button named
 * "View the invites of Monthly") are yet to be named again, and until then the rule is left out as
 * it was.
 */
const LEFT_OUT: NonNullable<RunOptions['rules']> = { 'label-content-name-mismatch': { enabled: false } };

/** Whether the page is at rest: toasts mounted, no finite animation or transition running. */
function atRest(): boolean {
  const toastsMounted = Array.from(document.querySelectorAll('[data-sonner-toast]')).every((toast) => toast.getAttribute('data-mounted') === 'true');
  const moving = document
    .getAnimations()
    .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
  return toastsMounted && !moving;
}

/**
 * Takes every finite animation and transition under way to its end, where it would come to rest
 * by itself: a toast's entrance (0.4 s), the colours' transitions after a change of theme (0.12 s).
 * The page then looks as it will once they are over, without the wait. Endless ones (a spinner) go on.
 */
function finishMotion(): void {
  for (const animation of document.getAnimations()) {
    if (animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity) continue;
    try {
      animation.finish();
    } catch {
      // One that cannot be finished (no end) is waited for, as before.
    }
  }
}

/**
 * Brings the page to rest and waits until it has then stayed unchanged for a moment, so that
 * colours are judged as a user sees them at rest: not half-way through a fade (what is under way is
 * taken to its end), nor just before a toast that arrives late (the admin's ticket alert follows a
 * call of its own and a lazily loaded toaster). A page that keeps changing by itself is judged after
 * a few tries. The moment is a tenth of a second: a chunk from the local server comes within it, and
 * what still comes later (a fade that starts afterwards) makes a finding that `judgePage` checks
 * again once the page is at rest.
 */
async function settle(page: Page) {
  const toRest = async () => {
    await page.evaluate(finishMotion);
    await page.waitForFunction(atRest);
  };
  await toRest();
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const still = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          let changed = false;
          const observer = new MutationObserver(() => {
            changed = true;
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(!changed);
          }, 100);
        }),
    );
    if (still) break;
    await toRest();
  }
}

/**
 * Runs axe in the page itself, the way `axe.run` is meant to be called: the script is put into the
 * document once (it stays there while the language and theme change in place), and the findings
 * are made without the blank page that `@axe-core/playwright` opens for each run, which cost a
 * second a judgement. The portal renders no frames. The elements' selectors are worked out only
 * when something is found, to name them, by the rules that found it alone; with `impacts`, only
 * findings of those impacts count (and are named).
 */
export async function axeViolations(
  page: Page,
  { tags = SWEEP_TAGS, include, impacts }: { tags?: string[]; include?: string; impacts?: readonly NonNullable<AxeResults['violations'][number]['impact']>[] } = {},
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const run = (named: boolean, only?: string[]) =>
    page.evaluate(
      ({ tags, include, named, rules, only }) => {
        const axe = (window as unknown as { axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> } }).axe;
        const options: RunOptions = {
          runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: tags },
          rules: only ? undefined : rules,
          resultTypes: ['violations'],
          iframes: false,
          selectors: named,
          ancestry: false,
          xpath: false,
        };
        return axe.run(include ? { include: [include] } : document, options).then((results) => results.violations);
      },
      { tags, include, named, rules: LEFT_OUT, only },
    );
  const counted = (violations: AxeResults['violations']) => (impacts ? violations.filter((violation) => violation.impact && impacts.includes(violation.impact)) : violations);
  const found = counted(await run(false));
  return found.length === 0 ? found : counted(await run(true, [...new Set(found.map((violation) => violation.id))]));
}

async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, { impacts: ['serious', 'critical'] });
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * The accessibility and layout check of the sweeps, on a page whose screen has loaded: once lazily
 * loaded shell pieces have come and the page is at rest, it is in the expected theme, has no serious
 * or critical axe violation, and on a phone does not scroll sideways. `phone` says the page is at a
 * phone's width (the project's own `isMobile` when not given).
 */
export async function judgePage(
  page: Page,
  testInfo: TestInfo,
  scheme: 'light' | 'dark',
  { phone, idle = false }: { phone?: boolean; idle?: boolean } = {},
) {
  // A caller that tracks the page's calls itself says when they are over (`idle`), sparing the
  // half second of silence Playwright's own measure needs.
  if (!idle) await page.waitForLoadState('networkidle');
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.dataset.theme), 'the theme').toBe(scheme);

  let serious = await seriousViolations(page);
  // Something that arrived while axe was reading the page (a toast fading in, a late answer) is
  // judged again once the page is back at rest: a real violation is still there then.
  if (serious.length > 0) {
    await settle(page);
    serious = await seriousViolations(page);
  }
  expect.soft(serious, 'serious or critical accessibility violations').toEqual([]);

  if (phone ?? testInfo.project.use.isMobile) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect.soft(overflow, 'horizontal scrolling on a phone').toBeLessThanOrEqual(0);
  }
}
