/** Defaults of the columns every domain's models share: an empty string, false, 0 or an empty list. */
export const text = (): string => '';
export const flag = (): boolean => false;
export const count = (): number => 0;
export const list = (): string[] => [];
export const ids = (): number[] => [];
