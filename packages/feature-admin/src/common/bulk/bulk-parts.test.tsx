import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkBar } from './bulk-bar.tsx';
import { BulkProgressBar } from './bulk-progress.tsx';
import { SelectionCheckbox } from './selection-checkbox.tsx';

describe('the bulk parts', () => {
  it('shows a page that is partly selected as mixed', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<SelectionCheckbox label="Select all on this page" checked="some" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<SelectionCheckbox label="Select all on this page" checked="all" onChange={onChange} />);
    expect(box).toBeChecked();
    expect(box).not.toBePartiallyChecked();
  });

  it('names how many are selected and clears them', async () => {
    const onClear = vi.fn();
    render(
      <BulkBar count={3} onClear={onClear} label="Bulk actions on nodes">
        <button type="button">Reboot</button>
      </BulkBar>,
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions on nodes' });
    expect(bar).toHaveTextContent('3 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('tells how far the run is and offers to stop it', async () => {
    const onStop = vi.fn();
    render(<BulkProgressBar label="Rebooting the nodes" progress={{ done: 1, total: 4, current: 'ams-02' }} itemLabel={(name) => name} onStop={onStop} />);
    expect(screen.getByRole('status')).toHaveTextContent('Rebooting the nodes: 1 of 4 done, now ams-02');
    expect(screen.getByRole('progressbar', { name: 'Rebooting the nodes' })).toHaveAttribute('value', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });
});
