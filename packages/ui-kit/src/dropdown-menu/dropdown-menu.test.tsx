import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './dropdown-menu.tsx';

function renderUserMenu(onSelect: (item: string) => void) {
  render(
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>Ada Lovelace</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>ada@example.com</DropdownMenu.Label>
        <DropdownMenu.Group>
          <DropdownMenu.Item onSelect={() => onSelect('notifications')}>Notifications</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => onSelect('settings')}>Account settings</DropdownMenu.Item>
        </DropdownMenu.Group>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" onSelect={() => onSelect('sign-out')}>
          Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>,
  );
}

describe('DropdownMenu', () => {
  it('opens from the keyboard, moves with the arrows and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderUserMenu(onSelect);

    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Ada Lovelace' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account settings' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onSelect).toHaveBeenCalledWith('sign-out');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape without selecting and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderUserMenu(onSelect);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
