import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { TextField } from '@portal/ui-kit/field';
import { text } from '@portal/ui-kit/form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './docker.css.ts';

export interface Pair {
  key: string;
  value: string;
}

/** An environment variable's name as a shell accepts it; the platform writes them in upper case. */
export const ENV_KEY = /^[A-Z_][A-Z0-9_]*$/;
const KEY_MAX = 64;
const VALUE_MAX = 1000;

interface Row extends Pair {
  id: number;
}

/**
 * The rows as the form holds them, in order: fields are named `{prefix}.{index}.key` and
 * `.value`, the names the API's 422 errors use, so each error lands next to its row. Rows left
 * entirely empty are not sent.
 */
export function pairsFrom(values: Record<string, unknown>, prefix: string): { pairs: Pair[]; indexes: number[] } {
  const pairs: Pair[] = [];
  const indexes: number[] = [];
  for (let index = 0; `${prefix}.${index}.key` in values; index += 1) {
    const key = text(String(values[`${prefix}.${index}.key`] ?? ''));
    const value = text(String(values[`${prefix}.${index}.value`] ?? ''));
    if (!key && !value) continue;
    pairs.push({ key, value });
    indexes.push(index);
  }
  return { pairs, indexes };
}

/** What the API would refuse, next to the row's field before a round trip. */
export function pairErrors(values: Record<string, unknown>, prefix: string): Record<string, string> {
  const { pairs, indexes } = pairsFrom(values, prefix);
  const errors: Record<string, string> = {};
  const seen = new Map<string, number>();
  pairs.forEach((pair, position) => {
    const at = `${prefix}.${indexes[position] ?? position}`;
    const first = seen.get(pair.key);
    if (!pair.key) errors[`${at}.key`] = translate`Enter a key for this value.`;
    else if (pair.key.length > KEY_MAX || !ENV_KEY.test(pair.key)) errors[`${at}.key`] = translate`Use upper-case letters, digits and underscores, not starting with a digit, like PLEX_CLAIM.`;
    else if (first !== undefined) {
      const row = first + 1;
      errors[`${at}.key`] = translate`This key is already used in row ${row}.`;
    } else seen.set(pair.key, indexes[position] ?? position);
    if (pair.value.length > VALUE_MAX) errors[`${at}.value`] = translate`Use at most 1000 characters.`;
  });
  return errors;
}

interface KeyValueRowsProps {
  prefix: string;
  initial: readonly Pair[];
  legend: ReactNode;
  description?: ReactNode;
  addLabel: string;
  emptyText: string;
}

/** Key/value rows to add, change and remove; the values stay in the form's fields (uncontrolled). */
export function KeyValueRows({ prefix, initial, legend, description, addLabel, emptyText }: KeyValueRowsProps) {
  const { t } = useLingui();
  const [rows, setRows] = useState<Row[]>(() => initial.map((pair, index) => ({ ...pair, id: index + 1 })));
  const nextId = useRef(initial.length + 1);
  const list = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusNew, setFocusNew] = useState(false);

  useEffect(() => {
    if (!focusNew) return;
    setFocusNew(false);
    list.current?.querySelector<HTMLInputElement>(`input[name="${prefix}.${rows.length - 1}.key"]`)?.focus();
  }, [focusNew, prefix, rows.length]);

  const add = () => {
    setRows((current) => [...current, { id: nextId.current++, key: '', value: '' }]);
    setFocusNew(true);
  };

  const remove = (id: number) => {
    setRows((current) => current.filter((row) => row.id !== id));
    addButton.current?.focus();
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {description ? <p className={styles.muted}>{description}</p> : null}
      {rows.length === 0 ? <p className={styles.muted}>{emptyText}</p> : null}
      <ul ref={list} className={styles.rows}>
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.id}>
              <div role="group" aria-label={t`Row ${number}`} className={styles.row}>
                <TextField
                  label={t`Key`}
                  name={`${prefix}.${index}.key`}
                  defaultValue={row.key}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  inputClassName={styles.mono}
                />
                <TextField
                  label={t`Value`}
                  name={`${prefix}.${index}.value`}
                  defaultValue={row.value}
                  autoComplete="off"
                  spellCheck={false}
                  inputClassName={styles.mono}
                />
                <div className={styles.rowAction}>
                  <Button type="button" variant="ghost" size="sm" onClick={() => remove(row.id)}>
                    {t`Remove`}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <Button ref={addButton} type="button" variant="secondary" size="sm" onClick={add}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
