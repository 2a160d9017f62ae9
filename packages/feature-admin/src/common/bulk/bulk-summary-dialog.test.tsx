import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkSummaryDialog } from './bulk-summary-dialog.tsx';
import type { BulkResult } from './run-bulk.ts';

interface Node {
  id: number;
  name: string;
}

const fra: Node = { id: 1, name: 'fra-01' };
const ams: Node = { id: 2, name: 'ams-02' };
const sgp: Node = { id: 3, name: 'sgp-01' };

function show(result: BulkResult<Node> | null, props: Partial<Parameters<typeof BulkSummaryDialog<Node>>[0]> = {}) {
  const onClose = vi.fn();
  const view = render(<BulkSummaryDialog result={result} onClose={onClose} itemLabel={(node) => node.name} {...props} />);
  return { ...view, onClose };
}

describe('the bulk summary', () => {
  it('is closed without a result', () => {
    show(null);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says everything succeeded, with the chosen title', () => {
    show({ succeeded: [{ item: fra }, { item: ams }], failed: [], skipped: [] }, { successTitle: 'Poof!' });
    const dialog = screen.getByRole('alertdialog', { name: 'Poof!' });
    expect(dialog).toHaveAccessibleDescription('The action succeeded for all 2 items.');
    const succeeded = within(dialog).getByRole('region', { name: 'Succeeded' });
    expect(within(succeeded).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['fra-01', 'ams-02']);
    expect(within(dialog).queryByRole('region', { name: 'Failed' })).not.toBeInTheDocument();
  });

  it('lists each failure with its message under Whoops!', async () => {
    const { onClose } = show({
      succeeded: [{ item: fra }],
      failed: [{ item: ams, message: 'ams-02 still hosts 2 servers.', error: null }],
      skipped: [sgp],
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Whoops!' });
    expect(dialog).toHaveAccessibleDescription('1 of 3 succeeded, 1 failed, 1 not tried (the action was stopped).');
    const failed = within(dialog).getByRole('region', { name: 'Failed' });
    expect(within(failed).getByRole('listitem')).toHaveTextContent('ams-02ams-02 still hosts 2 servers.');
    expect(within(within(dialog).getByRole('region', { name: 'Not tried' })).getByRole('listitem')).toHaveTextContent('sgp-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes the screen’s own sentence', () => {
    show({ succeeded: [], failed: [{ item: fra, message: 'No.', error: null }], skipped: [] }, { summary: ({ failed }) => `${failed} node could not be rebooted.` });
    expect(screen.getByRole('alertdialog', { name: 'Whoops!' })).toHaveAccessibleDescription('1 node could not be rebooted.');
  });
});
