import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Outcome } from '#outcome/outcome.ts';
import { REBOOT_GIVE_UP_MS, REBOOT_POLL_MS, RebootingDialog, type RebootingDialogProps } from './rebooting-dialog.tsx';

type Watch = Pick<RebootingDialogProps, 'isBack' | 'onGiveUp'>;

function NodePage({ isBack, onGiveUp, onEnd }: Watch & { onEnd: (outcome: Outcome) => void }) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setStartedAt(Date.now())}>
        Restart node
      </button>
      <RebootingDialog
        name="fra-02"
        startedAt={startedAt}
        isBack={isBack}
        giveUpMessage="fra-02 is not back after ten minutes."
        onGiveUp={onGiveUp}
        onEnd={(outcome) => {
          setStartedAt(null);
          onEnd(outcome);
        }}
      />
    </>
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // The clock moves on with real time too, so user-event's pauses and Radix's own timers still end;
  // React's scheduler and the microtasks stay real.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function restart(watch: Watch) {
  const onEnd = vi.fn<(outcome: Outcome) => void>();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const { unmount } = render(<NodePage {...watch} onEnd={onEnd} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Restart node' }));
  return { user, onEnd, unmount };
}

describe('RebootingDialog', () => {
  describe('while the node reboots', () => {
    it('blocks the page: no button, and Escape leaves it open', async () => {
      const { user } = await restart({ isBack: () => Promise.resolve(false) });
      const dialog = screen.getByRole('dialog', { name: 'Rebooting...' });
      expect(dialog).toHaveAccessibleDescription('fra-02 is restarting. This takes a few minutes; this window closes by itself when the node is back.');
      expect(within(dialog).getByRole('status')).toHaveTextContent('Waiting for fra-02');
      expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Rebooting...' })).toBeInTheDocument();
    });

    it('asks every five seconds, and a failing call counts as not back yet', async () => {
      const isBack = vi.fn<() => Promise<boolean>>().mockRejectedValueOnce(new Error('Network error')).mockResolvedValueOnce(false).mockResolvedValue(true);
      const { onEnd } = await restart({ isBack });
      await wait(REBOOT_POLL_MS / 2);
      expect(isBack).not.toHaveBeenCalled();
      await wait(REBOOT_POLL_MS / 2);
      expect(isBack).toHaveBeenCalledTimes(1);
      await wait(REBOOT_POLL_MS);
      expect(isBack).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('dialog', { name: 'Rebooting...' })).toBeInTheDocument();
      expect(onEnd).not.toHaveBeenCalled();
      await wait(REBOOT_POLL_MS);
      expect(isBack).toHaveBeenCalledTimes(3);
      expect(onEnd).toHaveBeenCalledWith({ title: 'Done!', message: 'The node has been restarted', tone: 'success' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await wait(REBOOT_POLL_MS * 3);
      expect(isBack).toHaveBeenCalledTimes(3);
    });
  });

  describe('when the node is not back after ten minutes', () => {
    it('stops asking and says so', async () => {
      const isBack = vi.fn(() => Promise.resolve(false));
      const onGiveUp = vi.fn();
      const { onEnd } = await restart({ isBack, onGiveUp });
      await wait(REBOOT_GIVE_UP_MS - REBOOT_POLL_MS / 2);
      expect(onEnd).not.toHaveBeenCalled();
      await wait(REBOOT_POLL_MS / 2);
      expect(onGiveUp).toHaveBeenCalledTimes(1);
      expect(onEnd).toHaveBeenCalledWith({ title: 'Whoops!', message: 'fra-02 is not back after ten minutes.', tone: 'error' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const asked = isBack.mock.calls.length;
      expect(asked).toBe(REBOOT_GIVE_UP_MS / REBOOT_POLL_MS);
      await wait(REBOOT_POLL_MS * 3);
      expect(isBack).toHaveBeenCalledTimes(asked);
    });
  });

  it('stops asking when the page is left', async () => {
    const isBack = vi.fn(() => Promise.resolve(false));
    const { onEnd, unmount } = await restart({ isBack });
    await wait(REBOOT_POLL_MS);
    expect(isBack).toHaveBeenCalledTimes(1);
    unmount();
    await wait(REBOOT_POLL_MS * 3);
    expect(isBack).toHaveBeenCalledTimes(1);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
