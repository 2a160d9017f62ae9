import type { ReactNode } from 'react';
import { useLingui } from '#i18n/runtime.tsx';
import { Form, type FormProps, type FormValidationErrors } from '#form/form.tsx';
import { FormError } from '#form/form-error.tsx';
import { SubmitButton } from '#form/submit-button.tsx';
import { Stack } from '#layout/stack.tsx';
import { InviteFields } from './invite-fields.tsx';
import * as styles from './invite-form.css.ts';
import { INVITE_TEXTS, inviteErrors, inviteValues, type InviteKind, type InviteTexts, type InviteValues } from './invite-rules.ts';

export interface InviteFormProps<Kind extends InviteKind, Extra extends object = Record<never, never>>
  extends Omit<FormProps<InviteValues<Kind> & Extra>, 'onSubmit' | 'validate' | 'children'> {
  /** Which media server the invite is for (or `email` for an invite to the portal). */
  kind: Kind;
  /**
   * Sends the invite. While its promise is pending the button is busy. When it resolves the form
   * starts empty again; when it rejects, the server's errors show next to their fields (a 422) or
   * above the button, and everything typed stays.
   */
  submit: (values: InviteValues<Kind> & Extra) => Promise<unknown>;
  /** Replaces some of the kind's texts: labels, descriptions, messages, the button. */
  texts?: Partial<InviteTexts>;
  /** More fields, before the invite's own in the same row (the server to share). */
  before?: ReactNode;
  /** More fields, under the invite's own (a personal message). */
  after?: ReactNode;
  /** The rules of the fields in `before` and `after`; the invite's own rules are built in. */
  validate?: (values: InviteValues<Kind> & Extra) => FormValidationErrors<InviteValues<Kind> & Extra>;
  /** Clears the form after an invite was sent (the default). */
  resetOnSuccess?: boolean;
  /** Where the button sits: at the start (the default) or the end of its row. */
  actionsAlign?: 'start' | 'end';
}

/**
 * An invite form with the fields of its media server and their rules: Plex by e-mail, Emby by
 * username or by Emby Connect e-mail, Jellyfin by username and password.
 */
export function InviteForm<Kind extends InviteKind, Extra extends object = Record<never, never>>({
  kind,
  submit,
  texts: overrides,
  before,
  after,
  validate,
  resetOnSuccess = true,
  actionsAlign = 'start',
  ...props
}: InviteFormProps<Kind, Extra>) {
  type Values = InviteValues<Kind> & Extra;
  // The kind's texts are read in the active language; a language switch renders them again.
  useLingui();
  const texts: InviteTexts = { ...INVITE_TEXTS[kind], ...overrides };
  return (
    <Form<Values>
      aria-label={texts.formLabel}
      {...props}
      validate={(values) => ({ ...validate?.(values), ...inviteErrors(kind, values as Record<string, unknown>, texts) }) as FormValidationErrors<Values>}
      onSubmit={async (values, form) => {
        await submit(inviteValues(kind, values as Values & Record<string, unknown>));
        if (resetOnSuccess) form.reset();
      }}
    >
      <Stack gap="md">
        <div className={styles.row}>
          {before}
          <InviteFields kind={kind} texts={texts} />
        </div>
        {after}
        <FormError />
        <div className={styles.actions[actionsAlign]}>
          <SubmitButton>{texts.submitLabel}</SubmitButton>
        </div>
      </Stack>
    </Form>
  );
}
