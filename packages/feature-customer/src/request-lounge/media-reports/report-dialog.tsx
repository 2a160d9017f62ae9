import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoungeReportIssue, MediaItem } from '@portal/api-client';
import { Poster } from '@portal/ui-kit/poster';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Dialog } from '@portal/ui-kit/dialog';
import { SelectField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, type FormValidationErrors } from '@portal/ui-kit/form';
import { done } from '@portal/ui-kit/outcome';
import { useEffect, useState } from 'react';
import { titlesQuery } from '../api/get-titles.ts';
import { useReportMedia } from '../api/report-media.ts';
import { ISSUE_LABELS, titleWithYear } from '../shared/labels.ts';
import * as styles from '../shared/lounge.css.ts';
import { useRequestLoungeStore } from '../store/request-lounge-store.tsx';

interface ReportValues {
  media_id?: string;
  issue: string;
  season?: string;
  episode?: string;
  details: string;
}

const ISSUE_OPTIONS = (Object.keys(ISSUE_LABELS) as LoungeReportIssue[]).map((value) => ({ value, label: ISSUE_LABELS[value] }));
/** Results shown per catalogue while picking a title. */
const PICK_RESULTS = 8;
const MAX_DETAILS = 1000;

function wholeNumber(value: string | undefined): number | null {
  const trimmed = (value ?? '').trim();
  return trimmed ? Number(trimmed) : null;
}

/** Finds the title to report: a search over movies and shows, answered as a list of choices. */
function TitlePicker({ selected, onSelect }: { selected: MediaItem | null; onSelect: (item: MediaItem) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const [qs, setQs] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQs(draft.trim()), 300);
    return () => clearTimeout(timer);
  }, [draft]);
  const enabled = qs.length >= 2;
  const movies = useInfiniteQuery({ ...titlesQuery({ kind: 'movies', uhd: false, qs }), enabled });
  const shows = useInfiniteQuery({ ...titlesQuery({ kind: 'shows', uhd: false, qs }), enabled });
  const results = [...(movies.data?.pages[0]?.data.slice(0, PICK_RESULTS) ?? []), ...(shows.data?.pages[0]?.data.slice(0, PICK_RESULTS) ?? [])];
  const loading = enabled && (movies.isFetching || shows.isFetching) && results.length === 0;
  const failed = enabled && (movies.isError || shows.isError) && results.length === 0;
  // One of the two searches failed while the other found titles: say which part is missing.
  const partly = enabled && results.length > 0 ? (movies.isError ? 'movies' : shows.isError ? 'shows' : null) : null;

  return (
    <div className={styles.fieldset}>
      <TextField
        label={t`Find the title`}
        description={t`Type at least two letters of its name.`}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        autoComplete="off"
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Title</Trans>
        </legend>
        {!enabled ? null : loading ? (
          <p className={styles.rowMeta} role="status">
            <Trans>Searching…</Trans>
          </p>
        ) : failed ? (
          <p className={styles.rowMeta} role="alert">
            <Trans>The search failed. Change the text to try again.</Trans>
          </p>
        ) : results.length === 0 ? (
          <p className={styles.rowMeta} role="status">
            <Trans>We couldn&apos;t find any result with that term. Please try again.</Trans>
          </p>
        ) : (
          <>
            {partly ? (
              <p className={styles.rowMeta} role="status">
                {partly === 'movies' ? (
                  <Trans>Movies could not be searched; only the other titles are listed.</Trans>
                ) : (
                  <Trans>Shows could not be searched; only the other titles are listed.</Trans>
                )}
              </p>
            ) : null}
            <ul className={styles.resultList}>
              {results.map((item) => {
                const name = titleWithYear(item);
                return (
                  <li key={item.id}>
                    <label className={styles.choice}>
                      <input type="radio" name="media_id" value={item.id} className={styles.nativeChoice} checked={selected?.id === item.id} onChange={() => onSelect(item)} />
                      {item.type === 'show' ? t`${name} · Show` : t`${name} · Movie`}
                    </label>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {selected && !results.some((item) => item.id === selected.id) ? <input type="hidden" name="media_id" value={selected.id} /> : null}
      </fieldset>
    </div>
  );
}

function ReportForm({ preset }: { preset: MediaItem | null }) {
  const { i18n, t } = useLingui();
  const closeReport = useRequestLoungeStore((state) => state.closeReport);
  const showOutcome = useRequestLoungeStore((state) => state.showOutcome);
  const report = useReportMedia();
  const [picked, setPicked] = useState<MediaItem | null>(null);
  const media = preset ?? picked;
  const isShow = media?.type === 'show';

  const validate = (values: ReportValues): FormValidationErrors<ReportValues> => {
    const errors: FormValidationErrors<ReportValues> = {};
    if (!media) errors.media_id = t`Choose the title to report.`;
    if (!values.issue) errors.issue = t`Choose what is wrong.`;
    if (values.issue === 'other' && !values.details.trim()) errors.details = t`Tell us what is wrong.`;
    if (values.details.length > MAX_DETAILS) {
      const max = MAX_DETAILS;
      errors.details = t`Keep it under ${max} characters.`;
    }
    const season = wholeNumber(values.season);
    const episode = wholeNumber(values.episode);
    if (season !== null && (!Number.isInteger(season) || season < 1)) errors.season = t`A season is a whole number from 1.`;
    else if (season !== null && media?.seasons && season > media.seasons) {
      const title = media.title;
      const seasons = media.seasons;
      errors.season = plural(seasons, { one: `${title} has # season.`, other: `${title} has # seasons.` });
    }
    if (episode !== null && (!Number.isInteger(episode) || episode < 1)) errors.episode = t`An episode is a whole number from 1.`;
    else if (episode !== null && season === null) errors.season = t`Say which season the episode is in.`;
    return errors;
  };

  return (
    <Form<ReportValues>
      className={styles.dialogBody}
      validate={validate}
      onSubmit={async (values) => {
        if (!media) return;
        const body = await report.mutateAsync({
          media_id: media.id,
          issue: values.issue as LoungeReportIssue,
          details: values.details.trim() || null,
          season: isShow ? wholeNumber(values.season) : null,
          episode: isShow ? wholeNumber(values.episode) : null,
        });
        closeReport();
        showOutcome(done(body.message));
      }}
    >
      {preset ? (
        <div className={styles.row}>
          <Poster src={preset.poster} title={preset.title} fallbackLabel={t`No poster`} eager />
          <div className={styles.rowBody}>
            <p className={styles.rowTitle}>{titleWithYear(preset)}</p>
            <p className={styles.rowMeta}>{preset.type === 'show' ? <Trans>Show</Trans> : <Trans>Movie</Trans>}</p>
          </div>
        </div>
      ) : (
        <TitlePicker selected={picked} onSelect={setPicked} />
      )}
      <SelectField
        label={t`What is wrong?`}
        name="issue"
        required
        placeholder={t`Choose the problem`}
        options={ISSUE_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
      />
      {isShow ? (
        <div className={styles.inlineFields}>
          <TextField label={t`Season`} name="season" inputMode="numeric" description={t`Leave empty for the whole show.`} />
          <TextField label={t`Episode`} name="episode" inputMode="numeric" description={t`Leave empty for the whole season.`} />
        </div>
      ) : null}
      <TextAreaField label={t`Details`} name="details" maxLength={MAX_DETAILS} description={t`What you noticed, and where. Required for “Something else”.`} />
      <FormError />
      <Dialog.Footer>
        <SubmitButton>
          <Trans>Send report</Trans>
        </SubmitButton>
        <Dialog.Close>
          <Trans>Cancel</Trans>
        </Dialog.Close>
      </Dialog.Footer>
    </Form>
  );
}

/** Reports a problem with a title on the user's servers: one given, or one the user looks up. */
export function ReportDialog() {
  const { t } = useLingui();
  const reporting = useRequestLoungeStore((state) => state.reporting);
  const closeReport = useRequestLoungeStore((state) => state.closeReport);
  const [shown, setShown] = useState(reporting);
  if (reporting && reporting !== shown) setShown(reporting);
  const preset = shown && shown !== 'pick' ? shown : null;
  const title = preset ? preset.title : null;
  return (
    <Dialog.Root
      open={reporting !== null}
      onOpenChange={(open) => {
        if (!open) closeReport();
      }}
    >
      <Dialog.Content
        title={title === null ? t`Report a problem` : t`Report a problem with ${title}`}
        description={t`The team looks into every report and answers here, under Media reports.`}
      >
        {shown ? <ReportForm key={preset ? preset.id : 'pick'} preset={preset} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
