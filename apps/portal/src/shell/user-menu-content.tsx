import { Trans, useLingui } from '@lingui/react/macro';
import type { AuthUser } from '@portal/api-client';
import { DropdownMenu } from '@portal/ui-kit/dropdown-menu';
import { chooseLocale, currentLocale, languages } from '@portal/ui-kit/i18n';
import { useId } from 'react';
import { Link } from 'react-router';
import { UserMenuFace } from './user-menu.tsx';
import * as styles from './shell.css.ts';

/** The account menu itself, loaded when its button is first pressed, and open from the start. */
export default function UserMenuContent({ user }: { user: AuthUser }) {
  // Re-renders on a language switch: the menu's words and the chosen language follow at once.
  const { t } = useLingui();
  const languageLabel = useId();
  const name = user.name;
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={styles.userTrigger} aria-label={t`Account menu of ${name}`}>
        <UserMenuFace name={user.name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>
          <span className={styles.menuName}>{user.name}</span>
          <span className={styles.menuEmail}>{user.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild>
          <Link to="/notifications/all">
            <Trans>Notifications</Trans>
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to="/settings">
            <Trans>Account settings</Trans>
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Label id={languageLabel}>
          <Trans>Language</Trans>
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          aria-labelledby={languageLabel}
          value={currentLocale()}
          onValueChange={(value) => {
            const language = languages().find((candidate) => candidate.locale === value);
            if (language) void chooseLocale(language.locale);
          }}
        >
          {/* Each language is named in itself, never translated: a person who cannot read the current one still finds theirs. */}
          {languages().map((language) => (
            <DropdownMenu.RadioItem key={language.locale} value={language.locale} lang={language.locale}>
              {language.name}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild>
          <Link to="/logout">
            <Trans>Sign out</Trans>
          </Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
