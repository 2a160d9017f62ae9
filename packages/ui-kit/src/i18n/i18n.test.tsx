import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, addCatalog } from './i18n.ts';
import { LanguageSelect } from './language-select.tsx';
import { browserLocale, initialLocale, LANGUAGE_STORAGE_KEY, offerPseudoLocale, startLocale } from './locale.ts';
import { PSEUDO_MARK, pseudoText } from './pseudo.ts';

function Greeting({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <div>
      <h1>
        <Trans>You have {count} tickets waiting for you!</Trans>
      </h1>
      <input aria-label={t`Your name`} defaultValue="" />
    </div>
  );
}

afterEach(async () => {
  cleanup();
  await act(() => activateLocale('en'));
});

describe('the portal i18n', () => {
  it('renders the English source text before any catalog is loaded', () => {
    render(<Greeting count={3} />);
    expect(screen.getByRole('heading', { name: 'You have 3 tickets waiting for you!' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeInTheDocument();
  });

  it('switches language in place: the text changes and typed input stays', async () => {
    const descriptor = msg`Your name`;
    const greeting = msg`You have {count} tickets waiting for you!`;
    await addCatalog('test', async (locale) => ({
      messages: locale === 'de' ? { [descriptor.id]: ['Ihr Name'], [greeting.id]: ['Sie haben ', ['count'], ' wartende Tickets!'] } : {},
    }));
    render(<Greeting count={3} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await act(() => activateLocale('de'));
    expect(screen.getByRole('heading', { name: 'Sie haben 3 wartende Tickets!' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ihr Name' })).toHaveValue('Ada');
    expect(document.documentElement.lang).toBe('de');
  });

  it('marks every message of the English catalog in the pseudo-locale', async () => {
    const greeting = msg`You have {count} tickets waiting for you!`;
    await addCatalog('pseudo-test', async () => ({ messages: { [greeting.id]: ['You have ', ['count'], ' tickets waiting for you!'] } }));
    offerPseudoLocale();
    await act(() => activateLocale('en-XA'));
    render(<Greeting count={2} />);
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toMatch(/^⟦.*⟧$/);
    expect(heading.textContent).toMatch(PSEUDO_MARK);
    expect(pseudoText('Done!').length).toBeGreaterThan('Done!'.length);
    expect(pseudoText('<0>a</0>')).toBe('<0>áá</0>');
  });

  it('starts from the stored choice, else the browser languages', () => {
    expect(browserLocale(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(browserLocale(['fr'])).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(initialLocale()).toBe('de');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(initialLocale()).toBe(browserLocale());
  });

  it('follows a language chosen in another tab', async () => {
    await act(() => startLocale());
    render(<LanguageSelect />);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'de' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });

  it('offers the languages by their own names and remembers the choice', async () => {
    render(<LanguageSelect />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });
});
