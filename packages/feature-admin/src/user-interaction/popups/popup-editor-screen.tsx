import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SelectField, SwitchField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, requiredError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreatePopup } from '../api/create-popup.ts';
import { useDeletePopup } from '../api/delete-popup.ts';
import { usePopup } from '../api/get-popup.ts';
import type { AdminPopup, AdminPopupInput, PopupType } from '../api/types.ts';
import { useUpdatePopup } from '../api/update-popup.ts';
import { DeleteAction } from '../shared/delete-action.tsx';
import { CancelLink, Loaded, NotFound, useEditedId } from '../shared/editor-parts.tsx';
import { HtmlPreview } from '../shared/html-preview.tsx';
import { POPUP_TYPES } from '../shared/labels.ts';
import { TargetingFields, targetingInput, validateTargeting, type TargetingValues } from '../shared/targeting-fields.tsx';
import * as styles from '../shared/user-interaction.css.ts';

const LIST = '/admin/user-interaction/popups';

interface PopupValues extends TargetingValues {
  title: string;
  body: string;
  type: string;
  confirm_read: boolean;
}

const isType = (value: string): value is PopupType => POPUP_TYPES.some((type) => type.value === value);

function validatePopup(values: PopupValues): FormValidationErrors<PopupValues> {
  return {
    title: requiredError(text(values.title), translate`Enter the popup's title.`) ?? maxLengthError(text(values.title), 150, translate`Keep the title under 150 characters.`),
    body: requiredError(text(values.body), translate`Write the message.`) ?? maxLengthError(text(values.body), 20000, translate`Keep the message under 20,000 characters.`),
    ...validateTargeting(values),
  };
}

function popupInput(values: PopupValues): AdminPopupInput {
  return {
    title: text(values.title),
    body: text(values.body),
    type: isType(values.type) ? values.type : 'info',
    confirm_read: values.confirm_read,
    ...targetingInput(values),
  };
}

function PopupForm({ popup }: { popup?: AdminPopup }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const outcome = useOutcome();
  const create = useCreatePopup();
  const update = useUpdatePopup(popup?.id ?? 0);
  const remove = useDeletePopup(popup?.id ?? 0);
  const [draft, setDraft] = useState({ title: popup?.title ?? '', body: popup?.body ?? '' });

  const submit = async (values: PopupValues) => {
    const input = popupInput(values);
    const answer = await outcome.run(() => (popup ? update.mutateAsync(input) : create.mutateAsync(input)), {
      success: popup ? t`The popup has been updated` : t`The popup has been created`,
    });
    if (answer) await navigate(LIST);
  };

  return (
    <Card title={popup ? t`Edit popup` : t`New popup`} description={t`A dialog each customer it aims at sees once, at their next visit.`}>
      <Form<PopupValues>
        onSubmit={submit}
        validate={validatePopup}
        onChange={(event) => {
          const data = new FormData(event.currentTarget);
          setDraft({ title: String(data.get('title') ?? ''), body: String(data.get('body') ?? '') });
        }}
      >
        <FormError />
        <div className={styles.formGrid}>
          <TextField className={styles.wide} label={t`Title`} name="title" required defaultValue={popup?.title ?? ''} />
          <TextAreaField className={styles.wide} label={t`Message`} name="body" required rows={8} defaultValue={popup?.body ?? ''} description={t`HTML: paragraphs, bold text, lists and links. Scripts and styles are removed.`} spellCheck={false} />
          <SelectField label={t`Type`} name="type" defaultValue={popup?.type ?? 'info'} options={POPUP_TYPES.map((type) => ({ value: type.value, label: t(type.label) }))} />
          <SwitchField
            label={t`Customers must confirm they have read it`}
            name="confirm_read"
            defaultChecked={popup?.confirm_read ?? false}
            description={t`The dialog closes only once the box “Please confirm you have read the message!” is ticked.`}
          />
          <div className={styles.wide}>
            <TargetingFields value={popup} />
          </div>
          <div className={styles.wide}>
            <HtmlPreview html={draft.body} title={text(draft.title) || undefined} />
          </div>
        </div>
        <div className={styles.formActions}>
          {popup ? (
            <DeleteAction
              label={t`Delete popup`}
              title={t`Delete the popup “${popup.title}”?`}
              description={t`Customers who have not seen it yet never will.`}
              fallback={t`The popup has been deleted`}
              listPath={LIST}
              remove={() => remove.mutateAsync()}
            />
          ) : null}
          <CancelLink to={LIST} />
          <SubmitButton>{popup ? t`Save popup` : t`Create popup`}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

function EditPopup({ id }: { id: number }) {
  const { t } = useLingui();
  const popup = usePopup(id);
  return (
    <Loaded
      query={popup}
      loading={t`Loading the popup`}
      failed={t`The popup could not be loaded`}
      notFound={<NotFound title={t`This popup does not exist`} listPath={LIST} listLabel={t`Back to the popups`} />}
    >
      {(data) => <PopupForm popup={data} />}
    </Loaded>
  );
}

/** `/app/admin/user-interaction/popups/new` and `/popups/:popup`: a popup's title, message, audience and dates. */
export default function PopupEditorScreen() {
  const { t } = useLingui();
  const id = useEditedId('popup');
  if (id === undefined) return <PopupForm />;
  if (id === null) return <NotFound title={t`This popup does not exist`} listPath={LIST} listLabel={t`Back to the popups`} />;
  return <EditPopup key={id} id={id} />;
}
