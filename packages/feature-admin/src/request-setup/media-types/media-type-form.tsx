import { useLingui } from '@lingui/react/macro';
import { SelectField, SwitchField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, requiredError, text, type FormValidationErrors } from '@portal/ui-kit/form';
import type { ReactNode } from 'react';
import type { MediaType, MediaTypeInput, RequestType } from '../api/types.ts';
import { REQUEST_TYPE_LABELS, REQUEST_TYPES } from '../shared/labels.ts';
import * as styles from '../shared/request-setup.css.ts';

/** The API's limit of a name and a slug. */
const NAME_MAX = 60;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface MediaTypeValues {
  name: string;
  slug: string;
  maps_to: string;
  enabled: boolean;
}

export interface MediaTypeFormProps {
  label: string;
  /** The media type being edited; a new one when absent. */
  mediaType?: MediaType;
  onSave: (input: MediaTypeInput) => Promise<unknown>;
  /** The buttons: a submit button, and Cancel in a dialog. */
  actions: ReactNode;
}

/** A media type's fields, for adding one and for editing one; a refusal keeps what was typed. */
export function MediaTypeForm({ label, mediaType, onSave, actions }: MediaTypeFormProps) {
  const { t } = useLingui();
  return (
    <Form<MediaTypeValues>
      aria-label={label}
      validate={(values): FormValidationErrors<MediaTypeValues> => {
        const name = text(values.name);
        const slug = text(values.slug);
        return {
          name: requiredError(name, t`Enter the name customers see.`) ?? maxLengthError(name, NAME_MAX, t`Keep the name to 60 characters.`),
          slug:
            requiredError(slug, t`Enter the slug.`) ??
            maxLengthError(slug, NAME_MAX, t`Keep the slug to 60 characters.`) ??
            (SLUG_PATTERN.test(slug) ? undefined : t`Use lower-case letters, digits and single dashes, like kids-family.`),
        };
      }}
      onSubmit={(values) =>
        onSave({
          name: text(values.name),
          slug: text(values.slug),
          maps_to: REQUEST_TYPES.find((type) => type === values.maps_to) ?? ('movie' satisfies RequestType),
          enabled: values.enabled,
        })
      }
    >
      <div className={styles.tightStack}>
        <FormError />
        <div className={styles.fields}>
          <TextField name="name" label={t`Name`} description={t`As customers see it in the request lounge.`} defaultValue={mediaType?.name ?? ''} autoComplete="off" required />
          <TextField
            name="slug"
            label={t`Slug`}
            description={t`Its part of the lounge’s addresses: lower-case letters, digits and dashes.`}
            defaultValue={mediaType?.slug ?? ''}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <SelectField
            name="maps_to"
            label={t`Requests land in`}
            description={t`The library map its requests follow.`}
            defaultValue={mediaType?.maps_to ?? 'movie'}
            options={REQUEST_TYPES.map((type) => ({ value: type, label: t(REQUEST_TYPE_LABELS[type]) }))}
          />
        </div>
        <SwitchField name="enabled" label={t`Offered to customers`} description={t`A disabled media type is hidden from the lounge; its requests stay.`} defaultChecked={mediaType?.enabled ?? true} />
        <div className={styles.actions}>{actions}</div>
      </div>
    </Form>
  );
}
