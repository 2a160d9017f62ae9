// Plain JavaScript on purpose: the portal's Vite config imports the script while Vite loads it.

/** Where the chosen theme is kept (local storage, else a cookie). */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Inline this in `index.html` `<head>` (before any stylesheet) so `data-theme` is set before the
 * first paint and a dark-mode user never sees a white flash. Same rules as `ThemeProvider`:
 * stored choice (local storage, else cookie), otherwise the OS preference.
 */
export const themeInitScript = `(function(){var k=${JSON.stringify(THEME_STORAGE_KEY)},t=null;try{t=localStorage.getItem(k)}catch(e){var m=document.cookie.match(/(?:^|; )${THEME_STORAGE_KEY}=(light|dark)(?:;|$)/);t=m&&m[1]}if(t!=="light"&&t!=="dark"){try{t=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}catch(e){t="light"}}document.documentElement.dataset.theme=t})();`;
