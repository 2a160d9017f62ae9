import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Section, type QueryLike } from './section.tsx';
import { SectionError } from './section-error.tsx';
import { SectionLoading } from './section-loading.tsx';

interface Backup {
  id: number;
  name: string;
}

// The states of a TanStack Query result, as a union: `Section` must infer the data type from it.
type BackupsQuery =
  | { isPending: true; isError: false; error: null; data: undefined; refetch: () => Promise<unknown> }
  | { isPending: false; isError: true; error: Error; data: Backup[] | undefined; refetch: () => Promise<unknown> }
  | { isPending: false; isError: false; error: null; data: Backup[]; refetch: () => Promise<unknown> };

const refetch = () => Promise.resolve();
const pending: BackupsQuery = { isPending: true, isError: false, error: null, data: undefined, refetch };
const loaded = (data: Backup[]): BackupsQuery => ({ isPending: false, isError: false, error: null, data, refetch });
const failed = (error: Error, data?: Backup[]): BackupsQuery => ({ isPending: false, isError: true, error, data, refetch });

function Backups({ query, keepDataOnError }: { query: BackupsQuery; keepDataOnError?: boolean }) {
  return (
    <Section
      query={query}
      loading="Loading the backups"
      error="The backups could not be loaded"
      empty={(backups) => backups.length === 0}
      emptyState={{ title: 'No backups yet', description: 'Create one above to keep a copy you can go back to.' }}
      keepDataOnError={keepDataOnError}
    >
      {(backups) => (
        <ul aria-label="Backups">
          {backups.map((backup) => (
            <li key={backup.id}>{backup.name}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}

describe('SectionLoading', () => {
  it('is a busy status named by what is loading', () => {
    render(<SectionLoading label="Loading your invites" />);
    const status = screen.getByRole('status', { name: 'Loading your invites' });
    expect(status).toHaveAttribute('aria-busy', 'true');
  });
});

describe('SectionError', () => {
  it('is an alert with an h3, the error message, its details and Try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const error = { message: 'The server sent an answer this screen cannot read.', details: 'Where: data.0.id' };
    render(<SectionError title="The invites could not be loaded" error={error} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 3, name: 'The invites could not be loaded' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('The server sent an answer this screen cannot read.');
    await user.click(within(alert).getByText('Show details'));
    expect(within(alert).getByText('Where: data.0.id')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes another heading level for a part that sits directly under the page title', () => {
    render(<SectionError headingLevel={2} title="Your tickets could not be loaded" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your tickets could not be loaded' })).toBeInTheDocument();
  });
});

describe('Section', () => {
  it('shows the loading state until data arrives', () => {
    render(<Backups query={pending} />);
    expect(screen.getByRole('status', { name: 'Loading the backups' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error with the failure message and tries again through refetch', async () => {
    const user = userEvent.setup();
    const query = { ...failed(new Error('Server Error')), refetch: vi.fn(refetch) };
    render(<Backups query={query} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 3, name: 'The backups could not be loaded' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Server Error');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when the data is empty', () => {
    render(<Backups query={loaded([])} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No backups yet' })).toBeInTheDocument();
    expect(screen.getByText('Create one above to keep a copy you can go back to.')).toBeInTheDocument();
  });

  it('shows the content with the data', () => {
    render(<Backups query={loaded([{ id: 1, name: 'Nightly' }])} />);
    expect(within(screen.getByRole('list', { name: 'Backups' })).getByText('Nightly')).toBeInTheDocument();
  });

  it('shows the error when a refresh fails, or the data from before with keepDataOnError', () => {
    const { rerender } = render(<Backups query={failed(new Error('Server Error'), [{ id: 1, name: 'Nightly' }])} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<Backups query={failed(new Error('Server Error'), [{ id: 1, name: 'Nightly' }])} keepDataOnError />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Nightly')).toBeInTheDocument();
  });

  it('takes placeholders and states of its own', () => {
    const query: QueryLike<string[]> = { isPending: true, isError: false, error: null, data: undefined, refetch };
    const { rerender } = render(
      <Section query={query} loading={<p>Waiting for the node</p>} error={() => null}>
        {() => null}
      </Section>,
    );
    expect(screen.getByText('Waiting for the node')).toBeInTheDocument();
    rerender(
      <Section query={{ ...query, isPending: false, isError: true, error: new Error('Forbidden') }} loading="Loading" error={(error) => <p>Not for you: {(error as Error).message}</p>}>
        {() => null}
      </Section>,
    );
    expect(screen.getByText('Not for you: Forbidden')).toBeInTheDocument();
    rerender(
      <Section
        query={{ ...query, isPending: false, data: [] }}
        loading="Loading"
        error="Failed"
        empty={(items) => items.length === 0}
        emptyState={(items) => <p>{items.length} items</p>}
      >
        {() => null}
      </Section>,
    );
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });
});
