import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from '#layout/page.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';

const trail = [
  { label: 'Nodes', to: '/admin/nodes', current: false },
  { label: 'node-7.fra', to: '/admin/nodes/7', current: false },
  { label: 'plex-eu-01', to: '/admin/nodes/7/servers/12', current: true },
];

describe('Breadcrumbs', () => {
  it('links the screens above and marks the current one', () => {
    render(<Page title="plex-eu-01" breadcrumbs={<Breadcrumbs items={trail} renderLink={(crumb) => <a href={`/app${crumb.to}`}>{crumb.label}</a>} />} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Nodes' })).toHaveAttribute('href', '/app/admin/nodes');
    expect(within(nav).getByRole('link', { name: 'node-7.fra' })).toHaveAttribute('href', '/app/admin/nodes/7');
    expect(within(nav).queryByRole('link', { name: 'plex-eu-01' })).not.toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('plex-eu-01')).toHaveAttribute('aria-current', 'page');
    // The separators are decoration.
    expect(nav).toHaveTextContent('Nodes/node-7.fra/plex-eu-01');
    expect(within(nav).getAllByText('/').every((separator) => separator.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('renders nothing without crumbs', () => {
    const { container } = render(<Breadcrumbs items={[]} renderLink={() => null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
