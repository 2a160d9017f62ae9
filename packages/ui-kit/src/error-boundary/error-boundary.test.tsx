import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';
import { SectionBoundary } from './section-boundary.tsx';

function Bomb({ explode }: { explode: boolean }): React.ReactNode {
  if (explode) throw new TypeError("Cannot read properties of undefined (reading 'map')");
  return <p>Backups listed</p>;
}

function quietly<T>(run: () => T): T {
  // React reports caught errors to the console; these tests crash on purpose.
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    return run();
  } finally {
    spy.mockRestore();
  }
}

describe('SectionBoundary', () => {
  it('keeps a crash inside its part: the rest of the screen stays, with details to copy', async () => {
    quietly(() =>
      render(
        <main>
          <h1>Server</h1>
          <SectionBoundary title="The backups could not be shown">
            <Bomb explode />
          </SectionBoundary>
          <p>Server actions</p>
        </main>,
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Server' })).toBeInTheDocument();
    expect(screen.getByText('Server actions')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The backups could not be shown');
    await userEvent.click(screen.getByText('Show details'));
    expect(screen.getByText(/TypeError: Cannot read properties of undefined/)).toBeVisible();
  });

  it('tries again on request', async () => {
    function Flaky() {
      const [explode, setExplode] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setExplode(false)}>
            Fix it
          </button>
          <SectionBoundary title="The backups could not be shown">
            <Bomb explode={explode} />
          </SectionBoundary>
        </>
      );
    }
    quietly(() => render(<Flaky />));
    await userEvent.click(screen.getByRole('button', { name: 'Fix it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Backups listed')).toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  it('starts over when a reset key changes', () => {
    const fallback = () => <p>Crashed</p>;
    const { rerender } = quietly(() =>
      render(
        <ErrorBoundary fallback={fallback} resetKeys={['/a']}>
          <Bomb explode />
        </ErrorBoundary>,
      ),
    );
    expect(screen.getByText('Crashed')).toBeInTheDocument();
    rerender(
      <ErrorBoundary fallback={fallback} resetKeys={['/b']}>
        <Bomb explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Backups listed')).toBeInTheDocument();
  });
});
