import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { cx } from '#utils/cx.ts';
import { chooseLocale, currentLocale, languages, type Language } from './locale.ts';
import { useLingui } from './runtime.tsx';
import * as styles from './language-select.css.ts';

export interface LanguageSelectProps {
  className?: string;
}

/** The public screens' language switch: a labelled native select, usable by keyboard and on a phone. */
export function LanguageSelect({ className }: LanguageSelectProps) {
  const { _ } = useLingui();
  const id = useId();
  const [pending, setPending] = useState(false);
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={id} className={styles.label}>
        {_(msg`Language`)}
      </label>
      <select
        id={id}
        className={styles.select}
        value={currentLocale()}
        disabled={pending}
        onChange={(event) => {
          const next = languages().find((language: Language) => language.locale === event.target.value);
          if (!next) return;
          setPending(true);
          void chooseLocale(next.locale).finally(() => setPending(false));
        }}
      >
        {languages().map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
