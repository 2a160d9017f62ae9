import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListCard, ListCardLink, ListCardList, ListCardSkeleton, ListCardTitle } from './list-card.tsx';

describe('ListCard', () => {
  it('is a named list of items, each titled by the link that opens it', () => {
    render(
      <ListCardList aria-label="Invoices">
        <ListCard>
          <ListCardTitle>
            <ListCardLink href="/invoices/1">Invoice 1042</ListCardLink>
          </ListCardTitle>
        </ListCard>
      </ListCardList>,
    );
    const list = screen.getByRole('list', { name: 'Invoices' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 2, name: 'Invoice 1042' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Invoice 1042' })).toHaveAttribute('href', '/invoices/1');
  });

  it('takes the heading level of where it sits', () => {
    render(<ListCardTitle level={3}>Tickets</ListCardTitle>);
    expect(screen.getByRole('heading', { level: 3, name: 'Tickets' })).toBeInTheDocument();
  });

  it('styles a router link in place of its own', () => {
    render(
      <ListCardLink asChild>
        <a href="/tickets/7" data-router="">
          Ticket 7
        </a>
      </ListCardLink>,
    );
    const link = screen.getByRole('link', { name: 'Ticket 7' });
    expect(link).toHaveAttribute('data-router');
    expect(link.className).not.toBe('');
  });

  it('hides the loading placeholders from assistive tech', () => {
    render(
      <ListCardList aria-label="Loading your invoices" aria-busy="true">
        <ListCardSkeleton />
      </ListCardList>,
    );
    const list = screen.getByRole('list', { name: 'Loading your invoices' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getByRole('listitem').querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
