import { expect, type Page } from '@playwright/test';
import { acknowledge, confirm, PASSWORD, signInAs, testWithOwnDemo as test } from './support.ts';

/**
 * The main journeys in German: a browser whose language is German gets the portal in German on its
 * first visit, and a customer signs in, stops and starts a server, opens a ticket and marks the
 * notifications read without meeting an English word of the portal's own (the demo backend's
 * messages stay English, as the real API's do).
 */
test.use({ locale: 'de-DE' });

// Each test starts from the seed of this worker's own demo server.
test.beforeEach(() => {
  test.slow();
});

const action = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });
const status = (page: Page) => page.getByRole('region', { name: 'Serverdetails' });

test.describe('in German', () => {
  test('signs in, stops and starts a server, opens a ticket and marks the notifications read', async ({ page }) => {
    await page.goto('/app/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await page.getByLabel('E-Mail-Adresse').fill('plex@demo.test');
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Server' })).toBeVisible();

    await page.getByRole('link', { name: 'Jordan’s Plex' }).click();
    await expect(status(page).getByText('Läuft')).toBeVisible();
    await action(page, 'Stoppen').click();
    await confirm(page, 'Server stoppen?', 'Server stoppen');
    await acknowledge(page, 'Erledigt!', 'Der Server wurde gestoppt');
    await expect(status(page).getByText('Gestoppt')).toBeVisible();
    await action(page, 'Starten').click();
    await acknowledge(page, 'Erledigt!', 'Der Server wurde gestartet');
    await expect(status(page).getByText('Läuft')).toBeVisible();

    await page.goto('/app/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Ticket eröffnen' }).first().click();
    const subject = page.getByRole('textbox', { name: 'Betreff' });
    await expect(subject).toBeFocused();
    await subject.fill('Die Wiedergabe stoppt auf dem Roku');
    await page.getByRole('combobox', { name: 'Abteilung' }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Nachricht' }).fill('Jeder Film stoppt nach etwa zehn Minuten.');
    await page.getByRole('main').locator('form').getByRole('button', { name: 'Ticket eröffnen' }).click();
    const done = page.getByRole('alertdialog', { name: 'Erledigt!' });
    await expect(done).toContainText(/#\d+/);
    await done.getByRole('button').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Die Wiedergabe stoppt auf dem Roku' })).toBeVisible();

    const bell = page.getByRole('banner').getByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ });
    await bell.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('group', { name: 'Neueste Benachrichtigungen' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Alle als gelesen markieren' }).click();
    await expect(menu.getByRole('menuitem', { name: 'Alle als gelesen markieren' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Benachrichtigungen', exact: true })).toBeVisible();
  });

  test('the language switch of the account menu changes the page in place and keeps it', async ({ page }) => {
    await signInAs(page, 'plex@demo.test', '/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Server' })).toBeVisible();
    await page.getByRole('button', { name: /^Kontomenü von/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your servers' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your servers' })).toBeVisible();
  });
});
