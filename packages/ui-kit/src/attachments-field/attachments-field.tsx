import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Button } from '#button/button.tsx';
import { IconButton } from '#button/icon-button.tsx';
import { useFormState } from '#form/form-context.ts';
import { defaultMapError, type MappedFormError } from '#form/map-error.ts';
import { formatBytes } from '#format/format.ts';
import { CloseIcon } from '#icons/close-icon.tsx';
import { visuallyHiddenClass } from '#visually-hidden/visually-hidden.css.ts';
import { acceptOf, ATTACHMENT_ACCEPT, ATTACHMENT_RULES, attachmentProblem, attachmentProblemUnder, megabytesOf, type AttachmentRules } from './attachment-rules.ts';
import * as styles from './attachments-field.css.ts';

/** The name the field's errors go by in the form. */
export const ATTACHMENTS_FIELD = 'attachments';

/**
 * The `mapError` of a `Form` with an `AttachmentsField`. The API keys file errors by position
 * (`attachments.0`); the field shows them all with the file list, one per line, so each error
 * appears once and next to the files.
 */
export function mapAttachmentsError(error: unknown): MappedFormError {
  const mapped = defaultMapError(error);
  const fields: Record<string, string> = {};
  const fileErrors: string[] = [];
  for (const [name, message] of Object.entries(mapped.fields ?? {})) {
    if (name === ATTACHMENTS_FIELD || name.startsWith(`${ATTACHMENTS_FIELD}.`)) fileErrors.push(message);
    else fields[name] = message;
  }
  if (fileErrors.length) fields[ATTACHMENTS_FIELD] = fileErrors.join('\n');
  // Laravel's summary repeats the first error; it is dropped when that error is shown with the files.
  const message = mapped.message && fileErrors.some((line) => mapped.message?.startsWith(line)) ? undefined : mapped.message;
  return { message, fields };
}

export interface AttachmentsFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** Shown with the files, one error a line; inside a `Form` the form's error for `attachments` is used when absent. */
  error?: string;
  /** The rules the API sent; without them, the support API's usual rules. */
  rules?: AttachmentRules;
}

/**
 * Files to send with a message: picked in one go or a few at a time, each removable. The rules of
 * the API are checked on picking, so a wrong file never reaches the upload.
 */
export function AttachmentsField({ files, onChange, disabled = false, error, rules }: AttachmentsFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const formError = useFormState().errors[ATTACHMENTS_FIELD];
  const serverErrors = (error ?? formError)?.split('\n') ?? [];
  const messages = [...rejected, ...serverErrors];
  const max = rules?.files ?? ATTACHMENT_RULES.files;
  const full = files.length >= max;
  const megabytes = rules ? megabytesOf(rules) : '';
  const types = rules ? rules.extensions.join(', ') : '';

  const pick = (picked: File[]) => {
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of picked) {
      const problem = rules ? attachmentProblemUnder(file, rules) : attachmentProblem(file);
      if (problem) problems.push(problem);
      else if (files.length + accepted.length >= max) {
        const name = file.name;
        problems.push(t`You can attach at most ${max} files; ${name} was left out.`);
      }
      else accepted.push(file);
    }
    setRejected(problems);
    if (accepted.length) onChange([...files, ...accepted]);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-description`} className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        <Trans>Attachments</Trans>
      </span>
      <p id={`${id}-description`} className={styles.description}>
        {rules ? (
          <Trans>
            Up to {max} files of at most {megabytes} MB each, of these types: {types}.
          </Trans>
        ) : (
          <Trans>Up to {max} files of at most 5 MB each: screenshots (png, jpg, gif, webp) or text and log files (txt, log).</Trans>
        )}
      </p>
      {files.length ? (
        <ul className={styles.list} aria-label={t`Files to attach`}>
          {files.map((file, index) => {
            const name = file.name;
            return (
              <li key={`${file.name}-${index}`} className={styles.file}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileSize}>{formatBytes(file.size)}</span>
                <IconButton
                  label={t`Remove ${name}`}
                  size="sm"
                  disabled={disabled}
                  onClick={() => {
                    setRejected([]);
                    onChange(files.filter((_, position) => position !== index));
                  }}
                >
                  <CloseIcon />
                </IconButton>
              </li>
            );
          })}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        type="file"
        name={ATTACHMENTS_FIELD}
        multiple
        accept={rules ? acceptOf(rules) : ATTACHMENT_ACCEPT}
        aria-label={t`Attach files`}
        tabIndex={-1}
        className={visuallyHiddenClass}
        disabled={disabled || full}
        onChange={(event) => {
          pick(Array.from(event.currentTarget.files ?? []));
          // The same file can be picked again after it was removed.
          event.currentTarget.value = '';
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        className={styles.add}
        disabled={disabled || full}
        // The form focuses the first invalid control after a failed submit: for the files, this button.
        aria-invalid={messages.length ? true : undefined}
        aria-describedby={messages.length ? `${id}-errors` : undefined}
        onClick={() => inputRef.current?.click()}
      >
        {files.length ? t`Add more files` : t`Add files`}
      </Button>
      <div aria-live="polite">
        {messages.length ? (
          <ul id={`${id}-errors`} className={styles.errors}>
            {messages.map((message) => (
              <li key={message} className={styles.error}>
                {message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
