import { useLingui } from '@lingui/react/macro';
import * as sonner from 'sonner';
import { useEffect, type CSSProperties } from 'react';
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import { vars } from '#theme/contract.css.ts';
import { useOptionalTheme } from '#theme/theme-context.ts';
import * as styles from './toast.css.ts';
import { attachSonner } from './toast.ts';

export type ToasterProps = Omit<SonnerToasterProps, 'theme'>;

// Sonner reads its colours from these custom properties; pointing them at our tokens makes
// toasts follow whichever `data-theme` they render under.
const tokenStyle = {
  '--normal-bg': vars.color.surfaceRaised,
  '--normal-bg-hover': vars.color.surfaceHover,
  '--normal-border': vars.color.border,
  '--normal-border-hover': vars.color.borderStrong,
  '--normal-text': vars.color.text,
  '--success-bg': vars.color.successSoft,
  '--success-border': vars.color.success,
  '--success-text': vars.color.successSoftText,
  '--info-bg': vars.color.infoSoft,
  '--info-border': vars.color.info,
  '--info-text': vars.color.infoSoftText,
  '--warning-bg': vars.color.warningSoft,
  '--warning-border': vars.color.warning,
  '--warning-text': vars.color.warningSoftText,
  '--error-bg': vars.color.dangerSoft,
  '--error-border': vars.color.danger,
  '--error-text': vars.color.dangerSoftText,
  '--border-radius': vars.radius.lg,
  '--z-index': vars.zIndex.toast,
  fontFamily: vars.font.family.body,
} as CSSProperties;

/** The toaster itself, loaded with Sonner by `Toaster` when the first toast is asked for. */
export function Toaster({ position = 'bottom-right', style, toastOptions, ...props }: ToasterProps) {
  const { t } = useLingui();
  const theme = useOptionalTheme()?.theme ?? 'system';
  // Runs after Sonner's own toaster subscribed (children's effects run first), so no toast is lost.
  useEffect(() => attachSonner(sonner), []);
  return (
    <SonnerToaster
      theme={theme}
      position={position}
      richColors
      closeButton
      // Sonner's own names for the toasts' region and their close buttons, in the active language.
      containerAriaLabel={t`Notifications`}
      style={{ ...tokenStyle, ...style }}
      toastOptions={{
        closeButtonAriaLabel: t`Close toast`,
        ...toastOptions,
        classNames: {
          toast: styles.toast,
          title: styles.title,
          description: styles.description,
          actionButton: styles.actionButton,
          cancelButton: styles.cancelButton,
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
