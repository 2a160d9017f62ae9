import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SelectField, SwitchField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, requiredError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateBlock } from '../api/create-block.ts';
import { useDeleteBlock } from '../api/delete-block.ts';
import { useBlock } from '../api/get-block.ts';
import type { AdminContentBlock, AdminContentBlockInput, CustomerPageKey } from '../api/types.ts';
import { useUpdateBlock } from '../api/update-block.ts';
import { DeleteAction } from '../shared/delete-action.tsx';
import { CancelLink, Loaded, NotFound, useEditedId } from '../shared/editor-parts.tsx';
import { HtmlPreview } from '../shared/html-preview.tsx';
import { PAGES } from '../shared/labels.ts';
import * as styles from '../shared/user-interaction.css.ts';

const LIST = '/admin/user-interaction/dynamic-content';

interface BlockValues {
  name: string;
  page: string;
  html: string;
  active: boolean;
}

const isPage = (value: string): value is CustomerPageKey => PAGES.some((page) => page.value === value);

function validateBlock(values: BlockValues): FormValidationErrors<BlockValues> {
  return {
    name: requiredError(text(values.name), translate`Enter a name for the block.`) ?? maxLengthError(text(values.name), 100, translate`Keep the name under 100 characters.`),
    page: isPage(values.page) ? undefined : translate`Choose the page.`,
    html: requiredError(text(values.html), translate`Write the block's content.`) ?? maxLengthError(text(values.html), 20000, translate`Keep the content under 20,000 characters.`),
  };
}

function blockInput(values: BlockValues): AdminContentBlockInput {
  return { name: text(values.name), page: isPage(values.page) ? values.page : 'dashboard', html: text(values.html), active: values.active };
}

function BlockForm({ block }: { block?: AdminContentBlock }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const outcome = useOutcome();
  const create = useCreateBlock();
  const update = useUpdateBlock(block?.id ?? 0);
  const remove = useDeleteBlock(block?.id ?? 0);
  const [html, setHtml] = useState(block?.html ?? '');

  const submit = async (values: BlockValues) => {
    const input = blockInput(values);
    const answer = await outcome.run(() => (block ? update.mutateAsync(input) : create.mutateAsync(input)), {
      success: block ? t`The block has been updated` : t`The block has been created`,
    });
    if (answer) await navigate(LIST);
  };

  return (
    <Card title={block ? t`Edit block` : t`New block`} description={t`HTML shown at the top of a customer page, for every customer who opens it.`}>
      <Form<BlockValues> onSubmit={submit} validate={validateBlock} onChange={(event) => setHtml(String(new FormData(event.currentTarget).get('html') ?? ''))}>
        <FormError />
        <div className={styles.formGrid}>
          <TextField label={t`Name`} name="name" required defaultValue={block?.name ?? ''} description={t`For the admins only; unique.`} />
          <SelectField
            label={t`Page`}
            name="page"
            required
            placeholder={t`Choose a page`}
            defaultValue={block?.page}
            options={PAGES.map((page) => ({ value: page.value, label: t(page.label) }))}
          />
          <TextAreaField className={styles.wide} label={t`Content`} name="html" required rows={8} defaultValue={block?.html ?? ''} description={t`HTML: paragraphs, bold text, lists and links. Scripts and styles are removed.`} spellCheck={false} />
          <SwitchField className={styles.wide} label={t`Active`} name="active" defaultChecked={block?.active ?? true} description={t`Switched off, the page shows nothing.`} />
          <div className={styles.wide}>
            <HtmlPreview html={html} />
          </div>
        </div>
        <div className={styles.formActions}>
          {block ? (
            <DeleteAction
              label={t`Delete block`}
              title={t`Delete the block “${block.name}”?`}
              description={t`Its page shows nothing in its place from now on.`}
              fallback={t`The block has been deleted`}
              listPath={LIST}
              remove={() => remove.mutateAsync()}
            />
          ) : null}
          <CancelLink to={LIST} />
          <SubmitButton>{block ? t`Save block` : t`Create block`}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

function EditBlock({ id }: { id: number }) {
  const { t } = useLingui();
  const block = useBlock(id);
  return (
    <Loaded
      query={block}
      loading={t`Loading the block`}
      failed={t`The block could not be loaded`}
      notFound={<NotFound title={t`This block does not exist`} listPath={LIST} listLabel={t`Back to the blocks`} />}
    >
      {(data) => <BlockForm block={data} />}
    </Loaded>
  );
}

/** `/app/admin/user-interaction/dynamic-content/new` and `/dynamic-content/:block`: a block's name, page and HTML, with its preview. */
export default function BlockEditorScreen() {
  const { t } = useLingui();
  const id = useEditedId('block');
  if (id === undefined) return <BlockForm />;
  if (id === null) return <NotFound title={t`This block does not exist`} listPath={LIST} listLabel={t`Back to the blocks`} />;
  return <EditBlock key={id} id={id} />;
}
