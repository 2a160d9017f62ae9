import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProcessEntry, ProcessEntryList, ProcessStatusBadge, ProcessView, RelatedProcesses, type ProcessViewData } from './index.ts';

const PULL: ProcessViewData = {
  command: 'docker pull lscr.io/linuxserver/plex:latest',
  result: 'latest: Pulling from linuxserver/plex\nDigest: sha256:4f1e6c1bd0e2b2c4d1a3f6a1e7c9b0d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8\nStatus: Downloaded newer image for lscr.io/linuxserver/plex:latest',
  success: true,
  time: 18.44,
  created_at: '2026-03-01T10:00:00Z',
  node_alias: 'fra-01',
  host: 'fra-01.nodes.mediadock.test',
};

const CHOWN: ProcessViewData = {
  command: 'docker exec plex-jordan-lee chown -R abc:abc "/config/Library/Application Support/Plex Media Server/Plug-in Support"',
  result: null,
  success: false,
  time: 101.6,
  created_at: '2026-03-01T09:15:02Z',
  node_alias: 'fra-01',
  host: '',
};

const LOG = Array.from({ length: 60 }, (_, line) => `[${String(line).padStart(2, '0')}] rclone: Transferred: ${line * 41} MiB / 2.4 GiB, ${line}%, 12.3 MiB/s, ETA ${60 - line}s`).join('\n');

const related = [
  { id: 3, command: 'docker pull lscr.io/linuxserver/plex:latest', ranAt: 'Today 10:00:00', success: true },
  { id: 4, command: 'docker restart --time 30 plex-jordan-lee', ranAt: 'Today 10:00:19', success: true },
  { id: 5, command: 'curl -fsS --max-time 10 -o /dev/null -w "%{http_code}" http://127.0.0.1:32401/identity', ranAt: 'Today 10:00:51', success: false },
];

const meta = {
  title: 'Data/ProcessView',
  component: ProcessView,
  args: { process: PULL, ranAt: 'Today 10:00:00', headingLevel: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProcessView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A command that answered, with its facts. */
export const WithResult: Story = {};

/** A command that printed nothing, and failed; the host is not known. */
export const EmptyResult: Story = { args: { process: CHOWN, ranAt: 'Today 09:15:02' } };

/** A long result scrolls in its box, which takes the focus for the keyboard. */
export const LongResult: Story = { args: { process: { ...PULL, command: 'rclone copy gdrive:media /mnt/media --progress', result: LOG, time: 212.5 } } };

/** The admin's screen words the duration "Time taken". */
export const OwnDurationTerm: Story = { args: { durationTerm: 'Time taken' } };

/** With the processes run in the same transaction: the open one is marked, the others open. */
export const WithRelated: Story = {
  args: {
    children: (
      <RelatedProcesses headingLevel={3}>
        {related.map((process) => (
          <li key={process.id}>
            <ProcessEntry command={process.command} createdAt="2026-03-01T10:00:00Z" ranAt={process.ranAt} success={process.success} current={process.id === 3}>
              <button type="button" onClick={fn()} />
            </ProcessEntry>
          </li>
        ))}
      </RelatedProcesses>
    ),
  },
};

/** The related processes while they load, in the caller's own loading state. */
export const RelatedLoading: Story = {
  args: { children: <RelatedProcesses headingLevel={3} fallback={<p role="status">Loading the related processes</p>} /> },
};

/** A list of processes, one per node, as the shell's panel shows the last hour. */
export const EntryList: Story = {
  render: () => (
    <ProcessEntryList aria-label="Processes of the last hour">
      {related.map((process, index) => (
        <li key={process.id}>
          <ProcessEntry command={process.command} node={['fra-01', 'nyc-01', 'waw-01'][index]} createdAt="2026-03-01T10:00:00Z" ranAt={process.ranAt} success={process.success}>
            <button type="button" onClick={fn()} />
          </ProcessEntry>
        </li>
      ))}
    </ProcessEntryList>
  ),
};

export const StatusBadges: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '0.5rem' }}>
      <ProcessStatusBadge success />
      <ProcessStatusBadge success={false} />
    </p>
  ),
};

export const Light: Story = { ...WithRelated, globals: { theme: 'light' } };

export const Dark: Story = { ...WithRelated, globals: { theme: 'dark' } };
