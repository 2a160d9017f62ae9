import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Command, CommandDialog } from './command.tsx';

function renderPalette(onSelect: (value: string) => void, onOpenChange = vi.fn()) {
  render(
    <CommandDialog open onOpenChange={onOpenChange} label="Search users, nodes and services">
      <Command.Input placeholder="Type to search…" />
      <Command.Empty>We couldn&apos;t find any result with that term. Please try again.</Command.Empty>
      <Command.List>
        <Command.Group heading="Quick actions">
          <Command.Item onSelect={() => onSelect('users')}>Search users</Command.Item>
          <Command.Item onSelect={() => onSelect('nodes')}>Search nodes</Command.Item>
          <Command.Item onSelect={() => onSelect('services')}>Search services</Command.Item>
        </Command.Group>
      </Command.List>
    </CommandDialog>,
  );
  return { onOpenChange };
}

describe('CommandDialog', () => {
  it('is a dialog named by its label, with the search field focused', () => {
    renderPalette(vi.fn());
    expect(screen.getByRole('dialog', { name: 'Search users, nodes and services' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search users, nodes and services' })).toHaveFocus();
  });

  it('moves through the results with the arrow keys and runs one with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderPalette(onSelect);
    expect(screen.getByRole('option', { name: 'Search users' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Search nodes' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Wraps around to the first result.
    expect(screen.getByRole('option', { name: 'Search users' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('services');
  });

  it('filters as the user types and says so when nothing matches', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderPalette(onSelect);
    const input = screen.getByRole('combobox');

    await user.type(input, 'serv');
    expect(screen.getByRole('option', { name: 'Search services' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Search users' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('services');

    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText("We couldn't find any result with that term. Please try again.")).toBeInTheDocument();
  });

  it('asks to close on Escape', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderPalette(vi.fn());
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
