import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster.tsx';
import { toast } from './toast.ts';

describe('the toaster', () => {
  it('renders nothing until a toast is asked for, then shows the toasts asked for meanwhile', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast.warning('Subscription payment past due!', { id: 'past-due', duration: Number.POSITIVE_INFINITY });
      toast.info('A new deployment is live.');
    });
    expect(await screen.findByText('Subscription payment past due!')).toBeInTheDocument();
    expect(await screen.findByText('A new deployment is live.')).toBeInTheDocument();
    act(() => toast.dismiss('past-due'));
    await expect.poll(() => screen.queryByText('Subscription payment past due!')).toBeNull();
  });
});
