import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { TextAreaField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import { useRef, useState } from 'react';
import { useGenerateSshKey } from '../api/generate-ssh-key.ts';
import { ContinueLink, StepFooter, StepFrame } from '../layout/step-frame.tsx';
import { useWizardContext } from '../layout/wizard-context.ts';
import * as styles from '../layout/wizard.css.ts';
import { nextStep } from '../steps.ts';

type CopyState = 'idle' | 'copied' | 'select';

function PublicKey({ publicKey }: { publicKey: string }) {
  const { t } = useLingui();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(publicKey);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for the keyboard's copy.
      field.current?.focus();
      field.current?.select();
      setCopy('select');
    }
  };
  return (
    <div className={styles.stepBody}>
      <TextAreaField
        ref={field}
        label={t`Public key`}
        description={t`Add this line to ~/.ssh/authorized_keys of the user the portal signs in as, on every node.`}
        value={publicKey}
        readOnly
        rows={3}
        spellCheck={false}
        textAreaClassName={styles.inlineCode}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.inlineActions}>
        <Button variant="secondary" onClick={() => void copyKey()}>
          <Trans>Copy the public key</Trans>
        </Button>
        <span role="status" className={styles.muted}>
          {copy === 'copied' ? t`Copied to the clipboard.` : copy === 'select' ? t`Selected: press Ctrl+C (⌘C on a Mac) to copy it.` : ''}
        </span>
      </div>
      <p className={styles.muted}><Trans>On a node, this adds it for root:</Trans></p>
      <pre className={styles.code}>
        {/* eslint-disable-next-line portal/no-hard-coded-text -- a shell command, the same in every language */}
        <code>{`mkdir -p ~/.ssh && chmod 700 ~/.ssh\necho '${publicKey}' >> ~/.ssh/authorized_keys\nchmod 600 ~/.ssh/authorized_keys`}</code>
      </pre>
    </div>
  );
}

export default function SshKeysStep() {
  const { t } = useLingui();
  const { state } = useWizardContext();
  const generate = useGenerateSshKey();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const key = state.ssh_key;
  const next = nextStep('ssh-keys', state);

  return (
    <StepFrame
      step="ssh-keys"
      description={t`The portal runs commands on your nodes over SSH with a key pair of its own. The private key never leaves the server; the nodes need the public key.`}
    >
      {message ? <Alert tone="success">{message}</Alert> : null}
      {key ? (
        <>
          <dl className={styles.facts}>
            <dt className={styles.factTerm}><Trans>Type</Trans></dt>
            {/* eslint-disable-next-line portal/no-hard-coded-text -- the key's algorithm, a name the same in every language */}
            <dd className={styles.factValue}>ed25519</dd>
            <dt className={styles.factTerm}><Trans>Fingerprint</Trans></dt>
            <dd className={styles.factValue}>
              <code className={styles.inlineCode}>{key.fingerprint}</code>
            </dd>
            <dt className={styles.factTerm}><Trans>Generated</Trans></dt>
            <dd className={styles.factValue}>
              <time dateTime={key.created_at}>{formatDateTime(key.created_at)}</time>
            </dd>
          </dl>
          <PublicKey key={key.public_key} publicKey={key.public_key} />
          <div className={styles.inlineActions}>
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              <Trans>Regenerate the key pair</Trans>
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={(open) => {
              setConfirming(open);
              if (!open) generate.reset();
            }}
            title={t`Regenerate the key pair?`}
            description={t`The portal then signs in with the new key only. Nodes that do not have the new public key yet refuse its commands until you add it.`}
            confirmLabel={t`Regenerate`}
            tone="danger"
            error={generate.error?.message}
            onConfirm={async () => {
              const body = await generate.mutateAsync({ regenerate: true });
              setMessage(body.message ?? t`A new key pair has been generated.`);
            }}
          />
        </>
      ) : (
        <Form
          className={styles.form}
          aria-label={t`Generate the SSH key pair`}
          onSubmit={async () => {
            const body = await generate.mutateAsync({ regenerate: false });
            setMessage(body.message ?? t`The key pair has been generated.`);
          }}
        >
          <FormError />
          <div className={styles.inlineActions}>
            <SubmitButton><Trans>Generate the key pair</Trans></SubmitButton>
          </div>
        </Form>
      )}
      <StepFooter step="ssh-keys">
        <ContinueLink to={next} ready={key !== null} waitingFor={t`Generate the key pair to continue.`} />
      </StepFooter>
    </StepFrame>
  );
}
