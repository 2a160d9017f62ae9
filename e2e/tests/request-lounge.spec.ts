import { expect, type Page } from '@playwright/test';
import type { DemoHttpServer } from '@portal/demo-backend/http-server';
import { testWithOwnDemo as test, readAnnouncements, signInAs } from './support.ts';

const PLEX = 'plex@demo.test';

async function openLounge(page: Page, demo: DemoHttpServer, path: string) {
  await readAnnouncements(demo, PLEX);
  await signInAs(page, PLEX, path);
}

/** The screen-reader count of the list: "Showing 40 of 994 movies". */
const shown = (page: Page, count: number) => page.getByRole('status').filter({ hasText: new RegExp(`^Showing ${count} of \\d+ movies$`) });

test.describe('the request lounge', () => {
  test('appends two more pages while scrolling, then requests a movie from the third', async ({ page, demo }) => {
    // Three pages over a slow network take a while on a shared machine.
    test.slow();
    await openLounge(page, demo, '/app/request-lounge/movies');
    const grid = page.getByRole('list', { name: 'Movies', exact: true });
    await expect(grid.getByRole('article').first()).toBeVisible();
    await expect(shown(page, 20)).toBeAttached();
    // Posters below the first screen wait until they near the viewport.
    await expect(grid.locator('img[loading="lazy"]').first()).toBeAttached();

    for (const count of [40, 60]) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(shown(page, count)).toBeAttached();
    }
    // Appended, not replaced: the grid holds all three pages, and only the rows in view are drawn.
    await expect(grid.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '60');
    expect(await grid.getByRole('listitem').count()).toBeLessThan(60);

    // A title of the third page still to be requested, among the rows drawn at the bottom.
    let target = null;
    for (const cell of await grid.getByRole('listitem').all()) {
      const position = Number(await cell.getAttribute('aria-posinset'));
      if (position > 40 && (await cell.getByRole('button', { name: /^Request / }).count()) === 1) {
        target = cell;
        break;
      }
    }
    if (!target) throw new Error('No requestable title is drawn on the third page.');
    const label = (await target.getByRole('button', { name: /^Request / }).getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Request /, '');
    // By its name: the drawn rows change as the page scrolls, so a position would not stay put.
    await grid.getByRole('button', { name: label, exact: true }).click();
    const done = page.getByRole('alertdialog', { name: 'Done!' });
    await expect(done).toContainText(`Your request for ${name} has been sent.`);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(grid.getByRole('article', { name }).getByText('Requested')).toBeVisible();
    await expect(page.getByText(/6 of 10 requests left this week/)).toBeVisible();

    await page.goto('/app/request-lounge/my-requests?status=pending&type=movie');
    await expect(page.getByRole('list', { name: 'Your requests' }).getByRole('heading', { name })).toBeVisible();
  });

  test('searches the catalogue and says when nothing matches', async ({ page, demo }) => {
    await openLounge(page, demo, '/app/request-lounge/movies');
    const search = page.getByRole('searchbox', { name: 'Search movies' });
    await search.fill('Nosferatu');
    const results = page.getByRole('list', { name: 'Movies matching “Nosferatu”' });
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.getByRole('article', { name: 'Nosferatu (1922)' }).getByText('Available')).toBeVisible();
    await expect(page).toHaveURL(/qs=Nosferatu/);
    await search.fill('qqqq nothing like it');
    await expect(page.getByText("We couldn't find any result with that term. Please try again.")).toBeVisible();
    await page.getByRole('button', { name: 'All movies' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Movies', exact: true }).getByRole('article').first()).toBeVisible();
  });

  test('filters and sorts my requests by status, type and title', async ({ page, demo }) => {
    await openLounge(page, demo, '/app/request-lounge/my-requests');
    const list = page.getByRole('list', { name: 'Your requests' });
    // The seed's five requests; the worker's other tests may have added a movie.
    await expect(list.getByRole('listitem').nth(4)).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('show');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
    await expect(page).toHaveURL(/[?&]status=pending/);
    await expect(page).toHaveURL(/[?&]type=show/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('heading', { name: 'Bonanza (1959)' })).toBeVisible();
    await expect(list.getByText('Pending', { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('declined');
    await expect(page.getByRole('heading', { name: 'No requests match these filters' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Type' }).selectOption('all');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('title');
    await expect(list.getByRole('heading').first()).toHaveText('Bonanza (1959)');
    const titles = await list.getByRole('heading').allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    // The filters live in the address: a reload shows the same list.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('title');
  });

  test('reports a problem with a title', async ({ page, demo }) => {
    await openLounge(page, demo, '/app/request-lounge/media-reports');
    const list = page.getByRole('list', { name: 'Your reports' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose what is wrong.')).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Find the title' }).fill('Charade');
    await dialog.getByRole('radio', { name: 'Charade (1963) · Movie' }).check();
    await dialog.getByRole('combobox', { name: /What is wrong/ }).selectOption('bad_quality');
    await dialog.getByRole('textbox', { name: 'Details' }).fill('Blocky picture in the night scenes.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const done = page.getByRole('alertdialog', { name: 'Done!' });
    await expect(done).toContainText('Thank you. Your report has been sent to the team.');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(5);
    const report = list.getByRole('listitem').first();
    await expect(report.getByRole('heading', { name: 'Charade (1963)' })).toBeVisible();
    await expect(report.getByText('Bad video quality')).toBeVisible();
    await expect(report.getByText('Blocky picture in the night scenes.')).toBeVisible();
  });
});
