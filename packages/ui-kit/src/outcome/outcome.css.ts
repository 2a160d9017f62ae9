import { style } from '@vanilla-extract/css';

/** Server markup inside the centred message: its paragraphs and lists keep their own spacing. */
export const html = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5em',
  overflowWrap: 'anywhere',
});

/** The details toggle spans the dialog and reads left to right, like the text it holds. */
export const details = style({ alignSelf: 'stretch', textAlign: 'start' });
