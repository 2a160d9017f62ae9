export const THEME_STORAGE_KEY: 'theme';
export const themeInitScript: string;
