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
  return {
    library_id: values.library_id ? undefined : 'Choose a library.',
    name: !name ? 'Name the collection.' : name.length > COLLECTION_NAME_MAX ? `Keep the name to ${COLLECTION_NAME_MAX} characters.` : undefined,
    titles: values.preset === FROM_TITLES && splitTitles(values.titles).length === 0 ? 'List at least one title, one per line.' : undefined,
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
  const create = useCreateCollection();
  // A fresh form after each collection made; a failed one keeps everything typed.
  const [round, setRound] = useState(0);
  const [libraryId, setLibraryId] = useState(libraries[0] ? String(libraries[0].id) : '');
  const [from, setFrom] = useState(FROM_TITLES);
  const library = libraries.find((candidate) => String(candidate.id) === libraryId);
  const fitting = presets.filter((preset) => library && preset.media_types.includes(library.media_type));
  const preset = fitting.find((candidate) => candidate.id === from);

  return (
    <Card title="Make a collection" description={`Groups titles of one library of ${server.name}; the titles stay where they are.`}>
      <Form<CollectionValues>
        key={round}
        aria-label="Make a collection"
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
            onOutcome(done(answer.message, 'The collection has been created.'));
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
              label="Library"
              required
              value={libraryId}
              placeholder={libraries.length ? undefined : 'This server has no libraries'}
              onChange={(event) => {
                setLibraryId(event.target.value);
                setFrom(FROM_TITLES);
              }}
              options={libraries.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            />
            <TextField name="name" label="Collection name" required maxLength={COLLECTION_NAME_MAX} autoComplete="off" />
          </div>
          <SelectField
            name="preset"
            label="Built from"
            value={from}
            description={preset ? preset.description : 'Titles as you write them, e.g. “Metropolis” or “Metropolis (1927)”.'}
            onChange={(event) => setFrom(event.target.value)}
            options={[{ value: FROM_TITLES, label: 'A list of titles' }, ...fitting.map((candidate) => ({ value: candidate.id, label: candidate.name }))]}
          />
          {preset ? null : <TextAreaField name="titles" label="Titles, one per line" rows={5} required />}
          <FormError />
          <div className={styles.formActions}>
            <SubmitButton>Make collection</SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
