import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Library, PlexCollectionPreset, Server } from '@portal/api-client';
import { SelectField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card, Stack } from '@portal/ui-kit/layout';
import { done, outcomeFromError, type Outcome } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useCreateCollection } from '../api/create-collection.ts';
import * as styles from '../shared/plex-tools.css.ts';
import { belongsInForm } from '../shared/run-action.ts';

/** The server's limit on a collection's name. */
export const COLLECTION_NAME_MAX = 60;
const FROM_TITLES = 'titles';

interface CollectionValues {
  library_id: string;
  name: string;
  /** A preset's id, or `titles` for a list of titles. */
  preset: string;
  titles?: string;
}

/** "The General\nSherlock Jr." → one title per line, blank lines dropped. */
export function splitTitles(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function checkCollection(values: CollectionValues) {
  const name = values.name.trim();
  const max = COLLECTION_NAME_MAX;
  return {
    library_id: values.library_id ? undefined : t`Choose a library.`,
    name: !name ? t`Name the collection.` : name.length > COLLECTION_NAME_MAX ? t`Keep the name to ${max} characters.` : undefined,
    titles: values.preset === FROM_TITLES && splitTitles(values.titles).length === 0 ? t`List at least one title, one per line.` : undefined,
  };
}

export function CollectionForm({
  server,
  libraries,
  presets,
  onOutcome,
}: {
  server: Server;
  libraries: Library[];
  presets: PlexCollectionPreset[];
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useLingui();
  const create = useCreateCollection();
  // A fresh form after each collection made; a failed one keeps everything typed.
  const [round, setRound] = useState(0);
  const [libraryId, setLibraryId] = useState(libraries[0] ? String(libraries[0].id) : '');
  const [from, setFrom] = useState(FROM_TITLES);
  const library = libraries.find((candidate) => String(candidate.id) === libraryId);
  const fitting = presets.filter((preset) => library && preset.media_types.includes(library.media_type));
  const preset = fitting.find((candidate) => candidate.id === from);
  const serverName = server.name;

  return (
    <Card title={t`Make a collection`} description={t`Groups titles of one library of ${serverName}; the titles stay where they are.`}>
      <Form<CollectionValues>
        key={round}
        aria-label={t`Make a collection`}
        validate={checkCollection}
        onSubmit={async (values) => {
          try {
            const answer = await create.mutateAsync({
              server_id: server.id,
              library_id: Number(values.library_id),
              name: values.name.trim(),
              preset: preset ? preset.id : null,
              titles: preset ? null : splitTitles(values.titles),
            });
            setRound((value) => value + 1);
            setFrom(FROM_TITLES);
            onOutcome(done(answer.message, t`The collection has been created.`));
          } catch (error) {
            if (belongsInForm(error)) throw error;
            onOutcome(outcomeFromError(error));
          }
        }}
      >
        <Stack gap="md">
          <div className={styles.formRow}>
            <SelectField
              name="library_id"
              label={t`Library`}
              required
              value={libraryId}
              placeholder={libraries.length ? undefined : t`This server has no libraries`}
              onChange={(event) => {
                setLibraryId(event.target.value);
                setFrom(FROM_TITLES);
              }}
              options={libraries.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            />
            <TextField name="name" label={t`Collection name`} required maxLength={COLLECTION_NAME_MAX} autoComplete="off" />
          </div>
          <SelectField
            name="preset"
            label={t`Built from`}
            value={from}
            description={preset ? preset.description : t`Titles as you write them, e.g. “Metropolis” or “Metropolis (1927)”.`}
            onChange={(event) => setFrom(event.target.value)}
            options={[{ value: FROM_TITLES, label: t`A list of titles` }, ...fitting.map((candidate) => ({ value: candidate.id, label: candidate.name }))]}
          />
          {preset ? null : <TextAreaField name="titles" label={t`Titles, one per line`} rows={5} required />}
          <FormError />
          <div className={styles.formActions}>
            <SubmitButton>
              <Trans>Make collection</Trans>
            </SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
