import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';

/** A pager that pages for real, from `start`. */
function PagedList({ start, pageCount }: { start: number; pageCount: number }) {
  const [page, setPage] = useState(start);
  return <Pager label="Pages" page={page} pageCount={pageCount} onPageChange={setPage} />;
}

describe('Pager', () => {
  describe('given buttons (onPageChange)', () => {
    it('is a named navigation with Previous, the page and Next', () => {
      render(<Pager label="Invoice pages" page={2} pageCount={3} onPageChange={() => {}} />);
      const nav = screen.getByRole('navigation', { name: 'Invoice pages' });
      expect(within(nav).getByText('Page 2 of 3')).toBeInTheDocument();
      expect(within(nav).getByRole('button', { name: 'Previous' })).toBeEnabled();
      expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
    });

    it('disables Previous on the first page and Next on the last', () => {
      const { rerender } = render(<Pager label="Pages" page={1} pageCount={3} onPageChange={() => {}} />);
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
      rerender(<Pager label="Pages" page={3} pageCount={3} onPageChange={() => {}} />);
      expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    });

    it('asks for the page before and after', async () => {
      const user = userEvent.setup();
      const onPageChange = vi.fn();
      render(<Pager label="Pages" page={2} pageCount={3} onPageChange={onPageChange} />);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      expect(onPageChange.mock.calls).toEqual([[3], [1]]);
    });

    it('announces the page politely', () => {
      render(<Pager label="Pages" page={2} pageCount={3} onPageChange={() => {}} />);
      expect(screen.getByText('Page 2 of 3')).toHaveAttribute('aria-live', 'polite');
    });

    it('writes long counts with grouped digits', () => {
      render(<Pager label="Pages" page={1234} pageCount={98_765} onPageChange={() => {}} />);
      expect(screen.getByText('Page 1,234 of 98,765')).toBeInTheDocument();
    });
  });

  describe('given a single page or none', () => {
    it('renders nothing', () => {
      const { container, rerender } = render(<Pager label="Pages" page={1} pageCount={1} onPageChange={() => {}} />);
      expect(container).toBeEmptyDOMElement();
      rerender(<Pager label="Pages" page={1} pageCount={0} onPageChange={() => {}} />);
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe('given the keyboard', () => {
    it('pages with Tab and Enter, and moves focus to Previous when Next reaches the end', async () => {
      const user = userEvent.setup();
      render(<PagedList start={1} pageCount={3} />);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    });

    it('moves focus to Next when Previous reaches the first page', async () => {
      const user = userEvent.setup();
      render(<PagedList start={2} pageCount={3} />);
      screen.getByRole('button', { name: 'Previous' }).focus();
      await user.keyboard(' ');
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    });
  });

  describe('while the next page loads', () => {
    it('keeps the controls focusable but does not page again', async () => {
      const user = userEvent.setup();
      const onPageChange = vi.fn();
      render(<Pager label="Pages" page={2} pageCount={3} busy onPageChange={onPageChange} />);
      const next = screen.getByRole('button', { name: 'Next' });
      expect(next).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveAttribute('aria-busy', 'true');
      await user.click(next);
      expect(onPageChange).not.toHaveBeenCalled();
    });
  });

  describe('given links (getHref)', () => {
    const href = (page: number) => `/invoices?page=${page}`;

    it('links to the pages before and after, and disables the ends', () => {
      render(<Pager label="Invoice pages" page={1} pageCount={3} getHref={href} />);
      const next = screen.getByRole('link', { name: 'Next' });
      expect(next).toHaveAttribute('href', '/invoices?page=2');
      expect(next).toHaveAttribute('rel', 'next');
      const previous = screen.getByRole('link', { name: 'Previous' });
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      expect(previous).not.toHaveAttribute('href');
    });

    it('hands a plain click to onPageChange instead of loading the address', async () => {
      const user = userEvent.setup();
      const onPageChange = vi.fn();
      render(<Pager label="Pages" page={2} pageCount={3} getHref={href} onPageChange={onPageChange} />);
      await user.click(screen.getByRole('link', { name: 'Previous' }));
      expect(onPageChange).toHaveBeenCalledWith(1);
    });

    it('leaves a click with a modifier key to the browser (a new tab)', async () => {
      const user = userEvent.setup();
      const onPageChange = vi.fn();
      render(<Pager label="Pages" page={2} pageCount={3} getHref={href} onPageChange={onPageChange} />);
      const next = screen.getByRole('link', { name: 'Next' });
      // jsdom opens no tabs: stop the navigation it would attempt, after the pager has seen the click.
      const stop = (event: Event) => event.preventDefault();
      window.addEventListener('click', stop);
      await user.keyboard('{Control>}');
      await user.click(next);
      await user.keyboard('{/Control}');
      window.removeEventListener('click', stop);
      expect(onPageChange).not.toHaveBeenCalled();
    });
  });
});
