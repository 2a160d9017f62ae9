import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ANNOUNCEMENT_SIZES, type AnnouncementContent, type AnnouncementSize } from '@portal/ui-kit/announcement-view';
import { Button } from '@portal/ui-kit/button';
import { SelectField, SwitchField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, requiredError, SubmitButton, text } from '@portal/ui-kit/form';
import { useRef, useState } from 'react';
import type { AdminAnnouncement, AnnouncementInput } from '../api/types.ts';
import { AnnouncementPreview } from '../shared/announcement-preview.tsx';
import { SIZE_LABELS } from '../shared/labels.ts';
import * as styles from '../shared/messaging.css.ts';

/** The API's limits. */
const HEADER_MAX = 150;
const CONTENT_MAX = 20_000;

interface AnnouncementValues {
  header: string;
  content: string;
  size: string;
  published: boolean;
  starts_at: string;
  ends_at: string;
}

/** `2026-12-24T09:00` in the admin's own time zone, as a date-time field shows it. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const asSize = (value: string): AnnouncementSize => ANNOUNCEMENT_SIZES.find((size) => size === value) ?? 'md';

function validate(values: AnnouncementValues) {
  const header = text(values.header);
  const content = text(values.content);
  const startsAt = fromLocalInput(values.starts_at);
  const endsAt = fromLocalInput(values.ends_at);
  return {
    header: requiredError(header, t`Enter a header.`) ?? maxLengthError(header, HEADER_MAX, t`Use at most 150 characters.`),
    content: requiredError(content, t`Write what the announcement says.`) ?? maxLengthError(content, CONTENT_MAX, t`Use at most 20,000 characters.`),
    starts_at: values.starts_at && !startsAt ? t`Enter a valid date and time.` : undefined,
    ends_at:
      values.ends_at && !endsAt
        ? t`Enter a valid date and time.`
        : startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)
          ? t`The end must be after the start.`
          : values.published && endsAt && Date.parse(endsAt) <= Date.now()
            ? t`The end must be in the future for a published announcement.`
            : undefined,
  };
}

export function toInput(values: AnnouncementValues): AnnouncementInput {
  return {
    header: text(values.header),
    content: values.content,
    size: asSize(values.size),
    published: values.published,
    starts_at: fromLocalInput(values.starts_at),
    ends_at: fromLocalInput(values.ends_at),
  };
}

export interface AnnouncementFormProps {
  /** The announcement being changed; none for a new one. */
  announcement?: AdminAnnouncement;
  submitLabel: string;
  /** Rejects with the server's failure, so a 422 shows next to its field and nothing typed is lost. */
  onSubmit: (input: AnnouncementInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Header, HTML content, size, when it is shown and whether it is published, with a preview of what customers will see. */
export function AnnouncementForm({ announcement, submitLabel, onSubmit, onCancel }: AnnouncementFormProps) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<AnnouncementContent | null>(null);

  const openPreview = () => {
    const element = form.current;
    if (!element) return;
    const data = new FormData(element);
    const header = text(String(data.get('header') ?? ''));
    setPreview({ header: header || t`(No header yet)`, content: String(data.get('content') ?? ''), size: asSize(String(data.get('size') ?? 'md')) });
  };

  return (
    <>
      <Form<AnnouncementValues> ref={form} validate={validate} onSubmit={(values) => onSubmit(toInput(values))} className={styles.stack}>
        <FormError />
        <TextField label={t`Header`} name="header" required maxLength={HEADER_MAX} defaultValue={announcement?.header} autoComplete="off" description={t`The title of the dialog customers see.`} />
        <TextAreaField
          label={t`Content`}
          name="content"
          required
          rows={10}
          defaultValue={announcement?.content}
          spellCheck
          description={t`HTML: paragraphs, bold, lists and links (links to portal pages like /app/status stay in the portal). Scripts and event handlers are removed before anyone sees it.`}
        />
        <SelectField
          label={t`Size`}
          name="size"
          defaultValue={announcement?.size ?? 'md'}
          options={ANNOUNCEMENT_SIZES.map((size) => ({ value: size, label: t(SIZE_LABELS[size]) }))}
          description={t`How wide the dialog is on a large screen; on a phone it always fills the width.`}
        />
        <div className={styles.pair}>
          <TextField
            label={t`Start (optional)`}
            name="starts_at"
            type="datetime-local"
            defaultValue={toLocalInput(announcement?.starts_at)}
            description={t`Shown from then on; without a start, from publishing on. In your time zone.`}
          />
          <TextField
            label={t`End (optional)`}
            name="ends_at"
            type="datetime-local"
            defaultValue={toLocalInput(announcement?.ends_at)}
            description={t`No longer shown after this; without an end, until it is unpublished.`}
          />
        </div>
        <SwitchField
          label={t`Published`}
          name="published"
          defaultChecked={announcement?.published ?? false}
          description={t`Customers see a published announcement between its start and end; a draft only admins see.`}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="secondary" onClick={openPreview}>
            <Trans>Preview</Trans>
          </Button>
          <SubmitButton>{submitLabel}</SubmitButton>
        </div>
      </Form>
      <AnnouncementPreview announcement={preview} onClose={() => setPreview(null)} />
    </>
  );
}
