import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { PasswordField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, text } from '@portal/ui-kit/form';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useSaveWhmcsLink } from '../api/save-link.ts';
import type { WhmcsLink, WhmcsLinkInput } from '../api/types.ts';
import { Detail } from '../shared/details.tsx';
import * as styles from '../shared/whmcs.css.ts';

interface LinkValues {
  url: string;
  identifier: string;
  secret: string;
}

const SECRET_MIN = 16;

/** A WHMCS address must be an absolute https URL: WHMCS's API takes credentials, so never over plain http. */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The link's fields. The secret is write-only: its field starts empty and is sent only when something is typed. */
export function LinkForm({ link }: { link: WhmcsLink }) {
  const { t } = useLingui();
  const save = useSaveWhmcsLink();
  const outcome = useOutcome();
  const secretSet = link.secret_set;

  const check = (values: LinkValues) => {
    const url = text(values.url);
    const secret = values.secret;
    return {
      url: !url ? t`Enter the address of your WHMCS.` : !isHttpsUrl(url) ? t`Enter an https address, like https://billing.example.com.` : undefined,
      identifier: text(values.identifier) ? undefined : t`Enter the API identifier.`,
      secret:
        !secret && !secretSet ? t`Enter the API secret.` : secret && secret.length < SECRET_MIN ? t`The API secret has at least ${SECRET_MIN} characters.` : undefined,
    };
  };

  const submit = async (values: LinkValues, form: HTMLFormElement) => {
    const input: WhmcsLinkInput = { url: text(values.url), identifier: text(values.identifier) };
    if (values.secret) input.secret = values.secret;
    const answer = await outcome.run(() => save.mutateAsync(input), { success: t`The WHMCS link has been saved.` });
    // A saved secret leaves the page: the field goes back to "leave empty to keep it".
    const secretField = form.elements.namedItem('secret');
    if (answer && secretField instanceof HTMLInputElement) secretField.value = '';
  };

  return (
    <>
      <Form<LinkValues> aria-label={t`WHMCS link`} validate={check} onSubmit={submit} className={styles.fields}>
        <FormError />
        <TextField
          label={t`WHMCS address`}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="url"
          defaultValue={link.url ?? ''}
          description={t`The address your WHMCS runs at, like https://billing.example.com.`}
        />
        <TextField label={t`API identifier`} name="identifier" autoComplete="off" spellCheck={false} defaultValue={link.identifier ?? ''} />
        <div className={styles.secretRow}>
          <dl className={styles.value}>
            <Detail term={t`API secret`}>
              <Badge tone={secretSet ? 'success' : 'neutral'}>{secretSet ? t`Set` : t`Not set`}</Badge>
            </Detail>
          </dl>
          <PasswordField
            label={secretSet ? t`New API secret` : t`API secret`}
            name="secret"
            autoComplete="new-password"
            description={secretSet ? t`Leave it empty to keep the saved secret.` : t`WHMCS shows it once, when you create the API credential.`}
          />
        </div>
        <div className={styles.row}>
          <SubmitButton>
            <Trans>Save link</Trans>
          </SubmitButton>
        </div>
      </Form>
      {outcome.dialog}
    </>
  );
}

/** For a user who manages one node: the link as it is, without the means to change it. */
export function LinkReadOnly({ link }: { link: WhmcsLink }) {
  const { t } = useLingui();
  return (
    <div className={styles.fields}>
      <p className={styles.muted}>
        <Trans>The reseller who runs your node manages the WHMCS link.</Trans>
      </p>
      <dl className={styles.details}>
        <Detail term={t`WHMCS address`}>{link.url ?? t`Not set`}</Detail>
        <Detail term={t`API identifier`}>{link.identifier ?? t`Not set`}</Detail>
        <Detail term={t`API secret`}>{link.secret_set ? t`Set` : t`Not set`}</Detail>
      </dl>
    </div>
  );
}
