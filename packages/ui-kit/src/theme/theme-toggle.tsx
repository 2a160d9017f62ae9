import { useLingui } from '@lingui/react/macro';
import { IconButton, type IconButtonProps } from '#button/icon-button.tsx';
import { MoonIcon } from '#icons/moon-icon.tsx';
import { SunIcon } from '#icons/sun-icon.tsx';
import { useTheme } from './theme-context.ts';

export type ThemeToggleProps = Omit<IconButtonProps, 'label' | 'children' | 'onClick'>;

/** Names the action, not the state: "Switch to dark theme" while the light theme is on. */
export function ThemeToggle(props: ThemeToggleProps) {
  const { t } = useLingui();
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton {...props} label={next === 'dark' ? t`Switch to dark theme` : t`Switch to light theme`} onClick={toggleTheme}>
      {next === 'dark' ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}
