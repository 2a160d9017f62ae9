/** The pseudo-locale: English with every letter accented, about 40% longer, each message in brackets. */
export const PSEUDO_LOCALE = 'en-XA';
