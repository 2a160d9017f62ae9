/**
 * What a browser context costs Chromium's processes: opens 15 contexts, one after another, each
 * with a page that shows a line of text for 1.5 s, and prints the processor time of the browser and
 * its children, with the tests' switches (CHROMIUM_ARGS) and with the address bar's popup left
 * on (Playwright's own `--disable-features` list alone). Linux only: it reads /proc.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, playwrightDisabledFeatures } from '../playwright.config.ts';

const CONTEXTS = 15;

/** Processor seconds of Chromium's live processes, with the children they have reaped. */
function chromiumSeconds(): number {
  const pids = execFileSync('pgrep', ['-f', '/usr/lib/chromium/chromium'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
    } catch {
      // The process ended meanwhile; its parent counts it.
    }
  }
  return ticks / 100;
}

async function measure(args: string[]): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args });
  for (let index = 0; index < CONTEXTS; index += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<p>A context of its own</p>');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await context.close();
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const seconds = chromiumSeconds();
  await browser.close();
  return seconds;
}

const withPopup = CHROMIUM_ARGS.map((arg) => (arg.startsWith('--disable-features=') ? `--disable-features=${playwrightDisabledFeatures().join(',')}` : arg));
const tests = await measure(CHROMIUM_ARGS);
const popup = await measure(withPopup);
console.log(`${CONTEXTS} contexts: ${tests.toFixed(1)} s with the tests' switches, ${popup.toFixed(1)} s with the address bar's popup (${((popup - tests) / CONTEXTS).toFixed(2)} s a context)`);
