import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementView, type AnnouncementContent } from './announcement-view.tsx';

const MAINTENANCE: AnnouncementContent = {
  header: 'Maintenance on fra-02 this Sunday',
  content: '<p>We are patching <strong>fra-02</strong> on Sunday.</p><p>Follow along on the <a href="/app/status">status page</a>.</p>',
  size: 'lg',
};

function show(announcement: AnnouncementContent = MAINTENANCE, props: Partial<Parameters<typeof AnnouncementView>[0]> = {}) {
  const onClose = vi.fn<(dontShowAgain: boolean) => void>();
  const user = userEvent.setup();
  render(<AnnouncementView announcement={announcement} onClose={onClose} {...props} />);
  return { onClose, user, dialog: screen.getByRole('dialog', { name: announcement.header }) };
}

describe('AnnouncementView', () => {
  it('shows the header as its name and the content as its description, with the switch off', () => {
    const { dialog } = show();
    expect(dialog).toHaveAccessibleDescription(/We are patching fra-02 on Sunday\./);
    expect(within(dialog).getByText('fra-02', { selector: 'strong' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'status page' })).toHaveAttribute('href', '/app/status');
    expect(within(dialog).getByRole('switch', { name: "Don't show this again" })).not.toBeChecked();
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('says the switch was off when closed by its Close button', async () => {
    const first = show();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Close' }));
    expect(first.onClose).toHaveBeenCalledWith(false);
  });

  it('says the switch was on when closed by Escape', async () => {
    const { dialog, user, onClose } = show();
    await user.click(within(dialog).getByRole('switch', { name: "Don't show this again" }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('hands content clicks on, with a way to close first', async () => {
    const onContentClick = vi.fn((event: MouseEvent, { close, container }: { close: () => void; container: HTMLElement }) => {
      expect(container).toHaveAttribute('id');
      event.preventDefault();
      close();
    });
    const { dialog, user, onClose } = show(MAINTENANCE, { onContentClick });
    await user.click(within(dialog).getByRole('link', { name: 'status page' }));
    expect(onContentClick).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('is wider for xl than the largest dialog', () => {
    const { dialog } = show({ ...MAINTENANCE, size: 'xl' });
    expect(dialog.className).toMatch(/extraLarge/);
  });

  it('renders hostile markup harmlessly', () => {
    const { dialog } = show({
      header: 'Big news',
      size: 'md',
      content: '<p>Read <em>this</em></p><img src="x" onerror="window.pwned = true"><a href="javascript:window.pwned = true" onclick="window.pwned = true">Details</a><script>window.pwned = true</script>',
    });
    expect(within(dialog).getByText('this', { selector: 'em' })).toBeVisible();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror], [onclick]')).toBeNull();
    expect(within(dialog).getByText('Details')).not.toHaveAttribute('href', expect.stringMatching(/javascript/i));
  });
});
