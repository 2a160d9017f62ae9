import { media, vars } from '@portal/ui-kit/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const boot = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
});

export const layout = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.lg,
  top: '-4rem',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.semibold,
  ':focus': { top: vars.space.sm },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '3.5rem',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { padding: `${vars.space.sm} ${vars.space.xl}` } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  borderRadius: vars.radius.sm,
});

export const brandLogo = style({ height: '2rem', width: 'auto', maxWidth: '10rem', objectFit: 'contain' });

export const headerSpacer = style({ flex: 1 });

export const headerNav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const navLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  ':hover': { color: vars.color.text, background: vars.color.surfaceHover },
  selectors: {
    '&.active': { color: vars.color.primarySoftText, background: vars.color.primarySoft },
  },
});

export const userName = style({
  display: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '@media': { [media.md]: { display: 'inline' } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space['2xl']}`,
  outline: 'none',
  '@media': { [media.md]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space['3xl']}` } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

/** The public screens' language choice: wraps below the copyright on a narrow phone. */
export const footerLanguage = style({ maxWidth: '100%', flexWrap: 'wrap', justifyContent: 'center' });

export const demoBanner = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontWeight: vars.font.weight.medium,
});

export const screenFallback = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
});

globalStyle(`${brand}:focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });

export const phoneOnly = style({
  display: 'contents',
  '@media': { [media.md]: { display: 'none' } },
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [media.md]: { display: 'contents' } },
});

export const body = style({
  flex: 1,
  display: 'flex',
  width: '100%',
  maxWidth: '96rem',
  margin: '0 auto',
});

export const sidebar = style({
  display: 'none',
  '@media': {
    [media.md]: {
      display: 'block',
      flex: '0 0 15rem',
      padding: `${vars.space.xl} ${vars.space.md}`,
      borderRight: `1px solid ${vars.color.border}`,
      position: 'sticky',
      top: '3.5rem',
      alignSelf: 'flex-start',
      maxHeight: 'calc(100vh - 3.5rem)',
      overflowY: 'auto',
    },
  },
});

export const menuButton = style({
  minHeight: vars.control.sm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const mobileMenu = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.md]: { display: 'none' } },
});

export const mobileUser = style({ display: 'grid', margin: 0 });

export const mobileAccount = style({
  display: 'grid',
  gap: vars.space['2xs'],
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.md} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The language choice among the account links, in line with them. */
export const mobileLanguage = style({ padding: `${vars.space.xs} ${vars.space.md}` });

export const menuName = style({ display: 'block', fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const menuEmail = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const userTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.control.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid transparent`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const userTriggerName = style({ maxWidth: '12rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const impersonationBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  borderTop: `1px solid ${vars.color.border}`,
});

export const impersonationText = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const impersonationError = style({ margin: 0 });

export const screenError = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  maxWidth: '40rem',
  overflowWrap: 'anywhere',
});

export const screenErrorActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
