import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

/**
 * The dialog's largest size is lg (48rem); an xl announcement gets 64rem. The attribute selector
 * outweighs the dialog's own size class whichever stylesheet loads first.
 */
export const extraLarge = style({
  selectors: { '&[role="dialog"]': { maxWidth: '64rem' } },
});

/** Typography for markup written by people on the server, which carries no classes of ours. */
export const prose = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} > * + *`, { marginTop: vars.space.sm });
globalStyle(`${prose} a`, { color: vars.color.link, textDecoration: 'underline', textUnderlineOffset: '2px' });
globalStyle(`${prose} a:focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm });
globalStyle(`${prose} strong, ${prose} b`, { fontWeight: vars.font.weight.semibold });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} ul`, { listStyle: 'disc' });
globalStyle(`${prose} ol`, { listStyle: 'decimal' });
globalStyle(`${prose} img, ${prose} video`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${prose} h1, ${prose} h2, ${prose} h3, ${prose} h4`, {
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${prose} code, ${prose} pre`, { fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs });
globalStyle(`${prose} pre`, { overflowX: 'auto', whiteSpace: 'pre' });
