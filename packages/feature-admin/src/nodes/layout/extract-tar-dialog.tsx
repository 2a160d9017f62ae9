import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { Dialog } from '@portal/ui-kit/dialog';
import { TextField } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, requiredError, SubmitButton, text } from '@portal/ui-kit/form';
import { isValidationFailure, useOutcome } from '@portal/ui-kit/outcome';
import { useExtractTar } from '../api/extract-tar.ts';
import * as styles from '../shared/nodes.css.ts';

interface ExtractValues {
  path: string;
}

/** The API's limit on the archive's path. */
const PATH_MAX = 1024;

function validate(values: ExtractValues) {
  const path = text(values.path);
  return {
    path:
      requiredError(path, t`Enter the path of the archive on the node.`) ??
      maxLengthError(path, PATH_MAX, t`Use at most 1,024 characters.`) ??
      (path.startsWith('/') ? undefined : t`Enter a full path, starting with /.`),
  };
}

export interface ExtractTarDialogProps {
  nodeId: number;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Unpacks a tar archive that is already on the node, in the background; the outcome says it started. */
export function ExtractTarDialog({ nodeId, name, open, onOpenChange }: ExtractTarDialogProps) {
  const { t } = useLingui();
  const extract = useExtractTar(nodeId);
  const outcome = useOutcome();
  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content
          title={t`Extract an archive`}
          description={t`Unpacks a tar archive that is already on ${name} into the folder it sits in. Large archives take a while: the node's processes show how it goes.`}
        >
          <Form<ExtractValues>
            validate={validate}
            onSubmit={async (values) => {
              try {
                const answer = await extract.mutateAsync(text(values.path));
                onOpenChange(false);
                outcome.done(answer.message, t`The archive is being extracted.`);
              } catch (error) {
                // A 422 stays in the form, next to the path; anything else closes the dialog and says why.
                if (isValidationFailure(error)) throw error;
                onOpenChange(false);
                outcome.failed(error);
              }
            }}
          >
            <FormError />
            <TextField
              label={t`Path of the archive`}
              name="path"
              required
              autoComplete="off"
              spellCheck={false}
              description={t`A .tar or .tar.gz file on the node, like /mnt/uploads/library.tar.gz.`}
            />
            <div className={styles.formActions}>
              <Dialog.Close asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
              <SubmitButton>
                <Trans>Extract</Trans>
              </SubmitButton>
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Root>
      {outcome.dialog}
    </>
  );
}
