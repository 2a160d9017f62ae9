import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SearchResult } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { Command, CommandDialog } from '@portal/ui-kit/command';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { CloseIcon, SearchIcon, ServerIcon, UserIcon } from '@portal/ui-kit/icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { BASENAME, toRouterPath } from '#router/guard.ts';
import { failureText } from '#shell/failure-text.ts';
import * as styles from './admin-search.css.ts';
import { SEARCH_DEBOUNCE_MS, useAdminSearch } from './api/search.ts';
import { searchActions, type SearchStore } from './search-store.ts';
import { SEARCH_SECTIONS, searchQuery, sectionById, sectionOfTarget, splitTypedSection, type SearchSection } from './sections.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** The accessible name of the search button, the palette and its field. */
export const SEARCH_LABEL = msg`Search users, nodes and services`;
export const NO_RESULTS = msg`We couldn't find any result with that term. Please try again.`;
const OTHER_RESULTS = msg`Results`;

const SECTION_ICONS = { users: UserIcon, nodes: ServerIcon, services: SearchIcon } satisfies Record<SearchSection, unknown>;

const resultValue = (result: SearchResult) => `result ${result.id} ${result.target}`;
const actionValue = (section: SearchSection) => `section ${section}`;

/** Results under a heading per section, in the order the server ranked them. */
function groupResults(results: SearchResult[]): [heading: MessageDescriptor, results: SearchResult[]][] {
  const groups = new Map<MessageDescriptor, SearchResult[]>();
  for (const result of results) {
    const section = sectionOfTarget(result.target);
    const heading = section ? sectionById(section).label : OTHER_RESULTS;
    groups.set(heading, [...(groups.get(heading) ?? []), result]);
  }
  return [...groups];
}

function ResultImage({ result }: { result: SearchResult }) {
  const [broken, setBroken] = useState(false);
  if (result.image && !broken) {
    return <img src={result.image} alt="" className={styles.avatar} onError={() => setBroken(true)} />;
  }
  return (
    <span className={styles.initial} aria-hidden="true">
      {Array.from(result.name.trim())[0]?.toLocaleUpperCase() ?? '?'}
    </span>
  );
}

/** Opens a result's portal path inside the router; anything outside the portal loads as a page. */
function useOpenTarget() {
  const navigate = useNavigate();
  return (target: string) => {
    const url = new URL(target, window.location.origin);
    const inPortal = url.origin === window.location.origin && (url.pathname === BASENAME || url.pathname.startsWith(`${BASENAME}/`));
    if (inPortal) void navigate(`${toRouterPath(url.pathname)}${url.search}${url.hash}`);
    else window.location.assign(url.href);
  };
}

function PaletteBody({ store }: { store: SearchStore }) {
  const section = useStore(store, (state) => state.section);
  const text = useStore(store, (state) => state.text);
  const input = useRef<HTMLInputElement>(null);
  const openTarget = useOpenTarget();
  const { t } = useLingui();

  const query = searchQuery(section, text);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useAdminSearch(debounced);
  const settled = query !== '' && query === debounced;
  const results = query !== '' && debounced !== '' ? search.data : undefined;
  const waiting = query !== '' && (query !== debounced || search.isFetching);
  const chosen = section ? sectionById(section) : null;
  const chosenLabel = chosen ? t(chosen.label) : '';
  const failure = search.error ? failureText(search.error) : '';

  // New results: the first one is what Enter opens.
  const first = results?.[0];
  useEffect(() => {
    if (first) searchActions.highlight(store, resultValue(first));
  }, [store, first]);

  function onValueChange(value: string) {
    const typed = section ? null : splitTypedSection(value);
    if (typed) {
      searchActions.setSection(store, typed.section);
      searchActions.setText(store, typed.text);
    } else {
      searchActions.setText(store, value);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && text === '' && section) {
      event.preventDefault();
      searchActions.setSection(store, null);
    }
  }

  function chooseSection(next: SearchSection | null) {
    searchActions.setSection(store, next);
    // A click on an entry or on the chip takes the focus off the field; typing goes on there.
    input.current?.focus();
  }

  function openResult(result: SearchResult) {
    searchActions.close(store);
    openTarget(result.target);
  }

  return (
    <>
      <Command.Input
        ref={input}
        value={text}
        onValueChange={onValueChange}
        onKeyDown={onKeyDown}
        placeholder={chosen ? `${t(chosen.action)}…` : t`Search…`}
      />
      {chosen ? (
        <div className={styles.scope}>
          <span>
            <Trans>Searching in</Trans>
          </span>
          <span className={styles.chip}>
            {t(chosen.label)}
            <button type="button" className={styles.chipRemove} aria-label={t`Remove the section ${chosenLabel}`} onClick={() => chooseSection(null)}>
              <CloseIcon size="1rem" />
            </button>
          </span>
        </div>
      ) : null}
      {search.isError && settled ? (
        <div className={styles.error} role="alert">
          <p className={styles.errorText}>
            <Trans>The search failed: {failure}</Trans>
          </p>
          <Button size="sm" variant="secondary" onClick={() => void search.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      <div className={styles.status} aria-live="polite">
        {waiting ? <Command.Loading label={t`Searching…`} /> : null}
        {settled && search.isSuccess && !search.isFetching && search.data.length === 0 ? <p className={styles.message}>{t(NO_RESULTS)}</p> : null}
        {chosen && !text.trim() ? <p className={styles.message}>{t(chosen.hint)}</p> : null}
      </div>
      <Command.List>
        {results
          ? groupResults(results).map(([heading, group]) => (
              <Command.Group key={heading.id} heading={t(heading)}>
                {group.map((result) => (
                  <Command.Item key={resultValue(result)} value={resultValue(result)} onSelect={() => openResult(result)}>
                    <ResultImage result={result} />
                    <span className={styles.resultName}>{result.name}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            ))
          : null}
        {chosen ? null : (
          <Command.Group heading={text.trim() ? t`Narrow the search` : t`Quick actions`}>
            {SEARCH_SECTIONS.map((option) => {
              const SectionIcon = SECTION_ICONS[option.id];
              return (
                <Command.Item key={option.id} value={actionValue(option.id)} onSelect={() => chooseSection(option.id)}>
                  <SectionIcon />
                  {t(option.action)}
                </Command.Item>
              );
            })}
          </Command.Group>
        )}
      </Command.List>
    </>
  );
}

/** The command palette: quick actions to narrow the search, then users, nodes and services from the server. */
export function SearchPalette({ store, onOpenChange }: { store: SearchStore; onOpenChange: (open: boolean) => void }) {
  const open = useStore(store, (state) => state.open);
  const highlighted = useStore(store, (state) => state.highlighted);
  const { t } = useLingui();
  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      label={t(SEARCH_LABEL)}
      shouldFilter={false}
      value={highlighted}
      onValueChange={(value) => searchActions.highlight(store, value)}
    >
      <PaletteBody store={store} />
    </CommandDialog>
  );
}
