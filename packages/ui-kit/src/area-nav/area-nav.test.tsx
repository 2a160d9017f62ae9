import { msg } from '@lingui/core/macro';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaNav, type AreaNavLink } from './area-nav.tsx';

const links: AreaNavLink[] = [
  { to: '', label: msg`Overview`, end: true },
  { to: 'edit', label: 'Edit' },
  { to: 'scripts', label: 'Scripts' },
];

describe('AreaNav', () => {
  it('links the area’s screens in a named navigation, with the caller’s links styled as tabs', () => {
    render(
      <AreaNav
        label="Node sections"
        links={links}
        renderLink={(link, text) => (
          <a href={`/admin/nodes/7/${link.to}`} aria-current={link.to === 'edit' ? 'page' : undefined}>
            {text}
          </a>
        )}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Node sections' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Edit', 'Scripts']);
    expect(within(nav).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/nodes/7/edit');
    expect(within(nav).getByRole('link', { name: 'Edit' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('keeps a class of the caller’s link beside its own', () => {
    render(
      <AreaNav
        label="Plex tools"
        links={[{ to: 'invites', label: 'Invites' }]}
        renderLink={(link, text) => (
          <a href={link.to} className="active">
            {text}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Invites' });
    expect(link).toHaveClass('active');
    expect(link.classList.length).toBeGreaterThan(1);
  });
});
