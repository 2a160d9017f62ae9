import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '#button/button.tsx';
import { OutcomeDialog } from '#outcome/outcome-dialog.tsx';
import type { Outcome } from '#outcome/outcome.ts';
import { REBOOT_GIVE_UP_MS, RebootingDialog } from './rebooting-dialog.tsx';

interface NodePageProps {
  name: string;
  /** How long ago the restart was asked for; null: no reboot runs yet. */
  startedAgo: number | null;
  /** How many checks the node fails before it answers; null: it never does. */
  checksUntilBack: number | null;
  onGiveUp: () => void;
}

/** A node's page: Restart node opens the dialog, and the outcome shows once it has closed. */
function NodePage({ name, startedAgo, checksUntilBack, onGiveUp }: NodePageProps) {
  const [startedAt, setStartedAt] = useState(() => (startedAgo === null ? null : Date.now() - startedAgo));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checks, setChecks] = useState(0);
  return (
    <>
      <Button variant="secondary" onClick={() => setStartedAt(Date.now())}>
        Restart node
      </Button>
      <RebootingDialog
        name={name}
        startedAt={startedAt}
        isBack={async () => {
          setChecks((count) => count + 1);
          return checksUntilBack !== null && checks + 1 > checksUntilBack;
        }}
        giveUpMessage={`${name} is not back after ten minutes. Check its console at the data centre, or look again in a few minutes.`}
        onGiveUp={onGiveUp}
        onEnd={(ended) => {
          setStartedAt(null);
          setChecks(0);
          setOutcome(ended);
        }}
      />
      <OutcomeDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}

const meta = {
  title: 'Overlays/RebootingDialog',
  component: NodePage,
  args: { name: 'fra-02', startedAgo: 0, checksUntilBack: null, onGiveUp: fn() },
} satisfies Meta<typeof NodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The node is rebooting: the page is blocked, the dialog waits (here the node never answers). */
export const Rebooting: Story = {};

/** The node answers at the second check, ten seconds in: the dialog closes and says it is done. */
export const NodeComesBack: Story = { args: { checksUntilBack: 1 } };

/** Ten minutes have almost passed: at the next check, five seconds in, the page stops waiting and says so. */
export const GivesUp: Story = { args: { startedAgo: REBOOT_GIVE_UP_MS } };

/** No reboot runs: Restart node opens the dialog, and the node is back at the first check. */
export const Closed: Story = { args: { startedAgo: null, checksUntilBack: 0 } };

/** A long name wraps inside the dialog. */
export const LongName: Story = { args: { name: 'node-frankfurt-storage-heavy-07.example.net' } };
