import { Trans, useLingui } from '@lingui/react/macro';
import { TextAreaField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { formatDateTime, formatNumber } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useAddNote } from '../api/add-note.ts';
import type { TicketNote } from '../api/types.ts';
import * as styles from './thread.css.ts';

/** The API's limit of a note. */
const NOTE_MAX = 5000;

function NoteItem({ note }: { note: TicketNote }) {
  const at = formatDateTime(note.created_at);
  return (
    <li className={styles.note}>
      <p className={styles.noteHead}>
        <span className={styles.noteAuthor}>{note.author ? note.author.name : <Trans>Former staff member</Trans>}</span>
        <time dateTime={note.created_at}>{at}</time>
      </p>
      <p className={styles.noteBody}>{note.body}</p>
    </li>
  );
}

/** The staff's notes on the ticket, apart from the thread: the customer never sees them. */
export function NotesCard({ ticketId, notes }: { ticketId: number; notes: readonly TicketNote[] }) {
  const { t } = useLingui();
  const add = useAddNote(ticketId);
  const outcome = useOutcome();
  return (
    <Card title={t`Internal notes`} description={t`Only the staff sees these notes; the customer never does.`}>
      <Stack gap="lg">
        {notes.length ? (
          <ol className={styles.notes} aria-label={t`Notes`}>
            {notes.map((note) => (
              <NoteItem key={note.id} note={note} />
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>
            <Trans>No notes yet.</Trans>
          </p>
        )}
        <Form<{ note?: string }>
          aria-label={t`Add an internal note`}
          validate={(values) => {
            const note = values.note?.trim() ?? '';
            const max = formatNumber(NOTE_MAX);
            return { note: !note ? t`Write the note.` : note.length > NOTE_MAX ? t`Keep the note to ${max} characters.` : undefined };
          }}
          onSubmit={async (values, form) => {
            const answer = await outcome.run(() => add.mutateAsync(values.note?.trim() ?? ''), { success: t`The note has been added.` });
            if (answer) form.reset();
          }}
        >
          <Stack gap="md">
            <FormError />
            <TextAreaField name="note" label={t`New note`} required rows={3} maxLength={NOTE_MAX} />
            <div>
              <SubmitButton variant="secondary">
                <Trans>Add note</Trans>
              </SubmitButton>
            </div>
          </Stack>
        </Form>
      </Stack>
      {outcome.dialog}
    </Card>
  );
}
