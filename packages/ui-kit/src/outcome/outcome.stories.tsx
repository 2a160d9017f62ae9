import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '#button/button.tsx';
import { Inline } from '#layout/stack.tsx';
import { done, outcomeFromError, poof, type Outcome } from './outcome.ts';
import { OutcomeDialog } from './outcome-dialog.tsx';
import { useOutcome } from './use-outcome.tsx';

/** Opens with the story's outcome; the button shows it again after it was closed. */
function Reopenable({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  const [shown, setShown] = useState(outcome);
  return (
    <>
      <Button variant="secondary" onClick={() => setShown(outcome)}>
        Show the outcome
      </Button>
      <OutcomeDialog
        outcome={shown}
        onClose={() => {
          setShown(null);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Patterns/Outcome',
  component: OutcomeDialog,
  args: { outcome: done('The server has been started'), onClose: fn() },
  render: (args) => <Reopenable {...args} />,
} satisfies Meta<typeof OutcomeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {};

/** Something was deleted. */
export const Poof: Story = { args: { outcome: poof(undefined, 'The backup has been deleted.') } };

/** A refused action, in the server's words. */
export const Whoops: Story = {
  args: { outcome: outcomeFromError({ message: 'The node still hosts 3 servers. Move them to another node and try again.', status: 409 }) },
};

/** The server itself failed, for a screen that titles those 'Uh oh!'. */
export const UhOh: Story = {
  args: { outcome: outcomeFromError({ message: 'The media server did not answer.', status: 502 }, { uhOhForServerErrors: true }) },
};

/** An answer the screen cannot read: its details fold away, ready to copy into a ticket. */
export const WithDetails: Story = {
  args: {
    outcome: outcomeFromError({
      message: 'The server sent an answer this screen cannot read.',
      details: 'Call: POST /api/customer/servers/{id}/backups (customerBackupsCreate)\nAddress: /api/customer/servers/12/backups\nWhere: data.id\nExpected: number\nReceived: "12"',
    }),
  },
};

/** The server words its message in markup; it is sanitised before it is shown. */
export const HtmlMessage: Story = {
  args: {
    outcome: {
      ...done('<p>Your plan is now <strong>Pro</strong>.</p><p>Read <a href="https://example.com/plans">what changed</a>.</p>'),
      html: true,
    },
  },
};

export const SecondAction: Story = {
  args: {
    outcome: { ...done('Your ticket #4821 is open. Our team usually answers within a day.'), secondaryAction: { label: 'View ticket', onSelect: fn() } },
  },
};

function Actions() {
  const outcome = useOutcome();
  return (
    <Inline>
      <Button onClick={() => outcome.done('The server has been started')}>Start server</Button>
      <Button variant="danger" onClick={() => outcome.poof(undefined, 'The backup has been deleted.')}>
        Delete backup
      </Button>
      <Button
        variant="secondary"
        onClick={() => void outcome.run(() => Promise.reject({ message: 'The node is busy restarting.', status: 409 }), { success: 'The node restarts now.' })}
      >
        Restart node
      </Button>
      {outcome.dialog}
    </Inline>
  );
}

/** `useOutcome()`: each button raises its outcome; closing it returns focus to the button. */
export const FromAHook: Story = { render: () => <Actions /> };
