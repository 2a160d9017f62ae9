import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentPropsWithRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProcessEntry, ProcessEntryList, ProcessStatusBadge, ProcessView, RelatedProcesses, type ProcessViewData } from './index.ts';

const PULL: ProcessViewData = {
  command: 'docker pull lscr.io/linuxserver/plex:latest',
  result: 'latest: Pulling from linuxserver/plex\nStatus: Downloaded newer image',
  success: true,
  time: 18.44,
  created_at: '2026-03-01T10:00:00Z',
  node_alias: 'fra-01',
  host: 'fra-01.nodes.mediadock.test',
};

describe('ProcessView', () => {
  it('lists node, host, time, duration and status, and shows the command and result as named regions', () => {
    render(<ProcessView process={PULL} ranAt="Today 10:00:00" headingLevel={4} />);
    const facts = screen.getByText('Duration', { selector: 'dt' }).closest('dl')!;
    expect(facts).toHaveTextContent('Nodefra-01');
    expect(facts).toHaveTextContent('Hostfra-01.nodes.mediadock.test');
    expect(facts).toHaveTextContent('TimeToday 10:00:00');
    expect(facts).toHaveTextContent('Duration18.44 s');
    expect(facts).toHaveTextContent('StatusSuccess');
    expect(within(facts).getByText('Today 10:00:00', { selector: 'time' })).toHaveAttribute('dateTime', PULL.created_at);

    expect(screen.getByRole('heading', { level: 4, name: 'Command' })).toBeInTheDocument();
    const command = screen.getByRole('region', { name: 'Command' });
    expect(command).toHaveTextContent(PULL.command);
    expect(command).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Result' })).toHaveTextContent('Status: Downloaded newer image');
    expect(screen.queryByText('Command returned empty string.')).not.toBeInTheDocument();
  });

  it('lets the keyboard reach the command and the result, to scroll them', async () => {
    const user = userEvent.setup();
    render(<ProcessView process={PULL} ranAt="Today 10:00:00" headingLevel={3} />);
    await user.tab();
    expect(screen.getByRole('region', { name: 'Command' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Result' })).toHaveFocus();
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['blank', ' \n'],
  ])('says "Command returned empty string." for a %s result, without a region', (_kind, result) => {
    render(<ProcessView process={{ ...PULL, result }} ranAt="Today 10:00:00" headingLevel={4} />);
    expect(screen.getByText('Command returned empty string.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Result' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Result' })).toBeInTheDocument();
  });

  it('shows a result of "0": only blank output counts as none', () => {
    render(<ProcessView process={{ ...PULL, result: '0' }} ranAt="Today 10:00:00" headingLevel={4} />);
    expect(screen.getByRole('region', { name: 'Result' })).toHaveTextContent('0');
  });

  it('says Unknown for a missing host, Failed for a failure, and takes a term of its own for the duration', () => {
    render(<ProcessView process={{ ...PULL, host: '', success: false, time: 101.6 }} ranAt="Today 09:15:02" headingLevel={3} durationTerm="Time taken" />);
    const facts = screen.getByText('Time taken', { selector: 'dt' }).closest('dl')!;
    expect(facts).toHaveTextContent('HostUnknown');
    expect(facts).toHaveTextContent('Time taken1 min 41.6 s');
    expect(facts).toHaveTextContent('StatusFailed');
    expect(within(facts).queryByText('Duration')).not.toBeInTheDocument();
  });

  it('puts what the caller adds under the result', () => {
    render(
      <ProcessView process={PULL} ranAt="Today 10:00:00" headingLevel={4}>
        <p>Related</p>
      </ProcessView>,
    );
    const result = screen.getByRole('region', { name: 'Result' });
    expect(result.compareDocumentPosition(screen.getByText('Related')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('ProcessStatusBadge', () => {
  it('says Success or Failed', () => {
    const { rerender } = render(<ProcessStatusBadge success />);
    expect(screen.getByText('Success')).toBeInTheDocument();
    rerender(<ProcessStatusBadge success={false} />);
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });
});

/** A router's link as the entry gets it: an anchor whose content the entry fills. */
function RouterLink({ children, ...props }: ComponentPropsWithRef<'a'>) {
  return <a {...props}>{children}</a>;
}

describe('ProcessEntry', () => {
  const entry = { command: 'uptime', createdAt: '2026-03-01T10:00:00Z', ranAt: 'Today 10:00:00', success: true };

  it('fills and styles the control it is given, which keeps its own props', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <ProcessEntryList aria-label="Processes">
        <li>
          <ProcessEntry {...entry} node="fra-01">
            <button type="button" data-process-id="7" onClick={onClick} />
          </ProcessEntry>
        </li>
      </ProcessEntryList>,
    );
    const button = within(screen.getByRole('list', { name: 'Processes' })).getByRole('button', { name: /^uptime/ });
    expect(button).toHaveTextContent('uptimefra-01Today 10:00:00Success');
    expect(button).toHaveAttribute('data-process-id', '7');
    expect(button.className).not.toBe('');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('makes a link of a link', () => {
    render(
      <ProcessEntry {...entry} success={false}>
        <RouterLink href="?process=7" />
      </ProcessEntry>,
    );
    expect(screen.getByRole('link', { name: /^uptime/ })).toHaveTextContent('Failed');
  });

  it('marks the open process, and it is no control', () => {
    render(
      <ProcessEntry {...entry} current>
        <button type="button" />
      </ProcessEntry>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const current = screen.getByText('uptime').closest('[aria-current="true"]');
    expect(current).toHaveTextContent('(this process)');
  });
});

describe('RelatedProcesses', () => {
  it('names its list by its heading', () => {
    render(
      <RelatedProcesses headingLevel={4}>
        <li>
          <ProcessEntry command="uptime" createdAt="2026-03-01T10:00:00Z" ranAt="Today 10:00:00" success current />
        </li>
      </RelatedProcesses>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Related processes' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Related processes' })).getByRole('list', { name: 'Related processes' })).toBeInTheDocument();
  });

  it('shows the fallback instead of the list', () => {
    render(<RelatedProcesses headingLevel={3} fallback={<p role="status">Loading the related processes</p>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the related processes');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
