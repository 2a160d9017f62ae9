import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { SelectField } from '#field/select-field.tsx';
import { TextField } from '#field/text-field.tsx';
import { Pager } from '#pager/pager.tsx';
import { ListSearch } from './list-search.tsx';
import { useMemorySearchParams } from './memory-search-params.ts';
import { useListState } from './use-list-state.ts';

const STATUSES = ['open', 'closed', 'all'] as const;

function Tickets({ initial = '', history }: { initial?: string; history?: 'push' | 'replace' }) {
  const memory = useMemorySearchParams(initial);
  const list = useListState(memory.state, {
    search: true,
    filters: { status: { default: 'open', values: STATUSES }, server: { default: '' } },
    sort: { default: 'newest', values: ['newest', 'oldest'] },
    history,
  });
  expectTypeOf(list.filters.status).toEqualTypeOf<'open' | 'closed' | 'all'>();
  expectTypeOf(list.filters.server).toEqualTypeOf<string>();
  expectTypeOf(list.sort).toEqualTypeOf<'newest' | 'oldest'>();
  return (
    <>
      <p data-label="address">{memory.query ? `?${memory.query}` : '(no query)'}</p>
      <p data-label="entries">{memory.length} entries</p>
      <button type="button" onClick={memory.back}>
        Back
      </button>
      <button type="button" onClick={memory.forward}>
        Forward
      </button>
      <ListSearch list={list} label="Search tickets" />
      <SelectField
        label="Status"
        value={list.filters.status}
        options={STATUSES.map((value) => ({ value, label: value }))}
        onChange={(event) => list.setFilter('status', event.target.value as (typeof STATUSES)[number])}
      />
      <SelectField
        label="Sort"
        value={list.sort}
        options={[
          { value: 'newest', label: 'Newest first' },
          { value: 'oldest', label: 'Oldest first' },
        ]}
        onChange={(event) => list.setSort(event.target.value as 'newest' | 'oldest')}
      />
      <button type="button" onClick={list.reset}>
        Clear filters
      </button>
      <output>
        {`search "${list.search}", status ${list.filters.status}, sort ${list.sort}, page ${list.page}${list.isFiltered ? ', filtered' : ''}`}
      </output>
      <Pager label="Ticket pages" {...list.pagerProps(5)} />
    </>
  );
}

const address = () => screen.getByText((_, element) => element?.getAttribute('data-label') === 'address').textContent;
const state = () => document.querySelector('output')?.textContent;

describe('useListState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  // Plain events: the debounce runs on fake timers, which Testing Library's async user events would wait on.
  const user = {
    selectOptions: (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } }),
    click: (element: HTMLElement) => fireEvent.click(element),
    /** Types one character at a time, `pause` ms apart, onto what the box holds. */
    type: (element: HTMLElement, text: string, pause = 50) => {
      [...text].forEach((character, index) => {
        if (index > 0) act(() => vi.advanceTimersByTime(pause));
        if (character === '\n') fireEvent.submit(element.closest('form') as HTMLFormElement);
        else fireEvent.change(element, { target: { value: (element as HTMLInputElement).value + character } });
      });
    },
  };

  it('reads the defaults from an empty address and writes none of them', () => {
    render(<Tickets />);
    expect(state()).toBe('search "", status open, sort newest, page 1');
    expect(address()).toBe('(no query)');
  });

  it('reads the address, falling back to the defaults for values it does not know', () => {
    render(<Tickets initial="q=  plex &status=closed&sort=oldest&page=3" />);
    expect(state()).toBe('search "plex", status closed, sort oldest, page 3, filtered');
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('plex');
    render(<Tickets initial="status=archived&sort=random&page=-2" />);
    expect(document.querySelectorAll('output')[1]?.textContent).toBe('search "", status open, sort newest, page 1');
  });

  it('puts a filter in the address, back on page 1, keeping what the list does not own', () => {
    render(<Tickets initial="new=&page=3" />);
    user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    expect(address()).toBe('?new=&status=closed');
    expect(state()).toBe('search "", status closed, sort newest, page 1, filtered');
    user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    expect(address()).toBe('?new=');
  });

  it('goes back to page 1 when the order changes', () => {
    render(<Tickets initial="page=2" />);
    user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'oldest');
    expect(address()).toBe('?sort=oldest');
  });

  it('pages through the Pager, page 1 staying out of the address', () => {
    render(<Tickets initial="status=all" />);
    user.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe('?status=all&page=2');
    expect(screen.getByRole('navigation', { name: 'Ticket pages' })).toHaveTextContent('Page 2 of 5');
    user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(address()).toBe('?status=all');
  });

  it('keeps the typed search in the box and writes it to the address once typing pauses, on page 1', () => {
    render(<Tickets initial="page=4" />);
    const box = screen.getByRole('searchbox', { name: 'Search tickets' });
    user.type(box, 'buffer');
    expect(box).toHaveValue('buffer');
    expect(address()).toBe('?page=4');
    act(() => vi.advanceTimersByTime(299));
    expect(address()).toBe('?page=4');
    act(() => vi.advanceTimersByTime(1));
    expect(address()).toBe('?q=buffer');
    expect(state()).toBe('search "buffer", status open, sort newest, page 1, filtered');
  });

  it('does not trim what is being typed when the address catches up', () => {
    render(<Tickets />);
    const box = screen.getByRole('searchbox', { name: 'Search tickets' });
    user.type(box, 'no sound ');
    act(() => vi.advanceTimersByTime(300));
    expect(address()).toBe('?q=no+sound');
    expect(box).toHaveValue('no sound ');
    user.type(box, 'on tv');
    act(() => vi.advanceTimersByTime(300));
    expect(address()).toBe('?q=no+sound+on+tv');
  });

  it('searches at once on Enter', () => {
    render(<Tickets />);
    user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'plex\n');
    expect(address()).toBe('?q=plex');
  });

  it('restores search, filters and page on back and forward', () => {
    render(<Tickets />);
    const box = screen.getByRole('searchbox', { name: 'Search tickets' });
    user.type(box, 'plex');
    act(() => vi.advanceTimersByTime(300));
    user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    user.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe('?q=plex&status=closed&page=2');

    user.click(screen.getByRole('button', { name: 'Back' }));
    expect(state()).toBe('search "plex", status closed, sort newest, page 1, filtered');
    user.click(screen.getByRole('button', { name: 'Back' }));
    expect(state()).toBe('search "plex", status open, sort newest, page 1, filtered');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    user.click(screen.getByRole('button', { name: 'Back' }));
    expect(state()).toBe('search "", status open, sort newest, page 1');
    expect(box).toHaveValue('');
    user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(box).toHaveValue('plex');
  });

  it('shows the search of the address again when back is pressed while a search is being typed', () => {
    render(<Tickets />);
    user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    const box = screen.getByRole('searchbox', { name: 'Search tickets' });
    user.type(box, 'jelly');
    user.click(screen.getByRole('button', { name: 'Back' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(address()).toBe('(no query)');
    expect(box).toHaveValue('');
  });

  it('makes one history entry per search: refining it replaces the entry', () => {
    render(<Tickets />);
    const box = screen.getByRole('searchbox', { name: 'Search tickets' });
    user.type(box, 'ple');
    act(() => vi.advanceTimersByTime(300));
    user.type(box, 'x');
    act(() => vi.advanceTimersByTime(300));
    expect(address()).toBe('?q=plex');
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('(no query)');
  });

  it('changes the address in place with history "replace"', () => {
    render(<Tickets history="replace" />);
    user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    user.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toBe('?status=closed&page=2');
    expect(screen.getByText('1 entries')).toBeInTheDocument();
  });

  it('takes a search still waiting for its pause along when a filter changes', () => {
    render(<Tickets />);
    user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'emby');
    user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    expect(address()).toBe('?status=closed&q=emby');
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('emby');
  });

  it('clears every list parameter in one step', () => {
    render(<Tickets initial="q=plex&status=closed&sort=oldest&page=2&new=" />);
    user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('?new=');
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('');
  });
});

describe('a search sent on Enter that replaces the category (the lounge)', () => {
  function Browse() {
    const memory = useMemorySearchParams('category=action');
    const list = useListState(memory.state, { search: { param: 'qs' }, debounce: Infinity, history: 'replace', filters: { category: { default: '' } } });
    return (
      <>
        <p data-label="address">{memory.query ? `?${memory.query}` : '(no query)'}</p>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            // A search looks through everything, so it leaves the category.
            list.update({ search: list.searchText, filters: { category: '' } });
          }}
        >
          <TextField label="Search movies" type="search" value={list.searchText} onChange={(event) => list.setSearchText(event.target.value)} />
        </form>
        <button type="button" onClick={() => list.update({ search: '', filters: { category: 'comedy' } })}>
          Comedy
        </button>
      </>
    );
  }

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for Enter, then swaps the category for the search in one step', () => {
    render(<Browse />);
    const box = screen.getByRole('searchbox', { name: 'Search movies' });
    fireEvent.change(box, { target: { value: 'alien ' } });
    act(() => vi.advanceTimersByTime(5000));
    expect(address()).toBe('?category=action');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(address()).toBe('?qs=alien');
    fireEvent.click(screen.getByRole('button', { name: 'Comedy' }));
    expect(address()).toBe('?category=comedy');
    expect(box).toHaveValue('');
  });
});

describe('filters', () => {
  it('keeps its identity until a value changes', () => {
    const seen = new Set<object>();
    function Probe() {
      const memory = useMemorySearchParams('status=closed');
      const list = useListState(memory.state, { filters: { status: { default: 'open' } } });
      seen.add(list.filters);
      return (
        <>
          <button type="button" onClick={() => list.setPage(2)}>
            Next
          </button>
          <button type="button" onClick={() => list.setFilter('status', 'all')}>
            All
          </button>
        </>
      );
    }
    render(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(seen.size).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(seen.size).toBe(2);
  });
});

describe('pagerProps', () => {
  function Links() {
    const memory = useMemorySearchParams('status=closed&page=2');
    const list = useListState(memory.state, { filters: { status: { default: 'open' } } });
    return <Pager label="Pages" {...list.pagerProps(3, { links: true, busy: false })} />;
  }

  it('gives the pages addresses of their own with links', () => {
    render(<Links />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?status=closed');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?status=closed&page=3');
  });
});

