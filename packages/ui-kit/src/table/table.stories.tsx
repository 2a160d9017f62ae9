import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '#badge/badge.tsx';
import { Button } from '#button/button.tsx';
import { EmptyState } from '#empty-state/empty-state.tsx';
import { Table } from './table.tsx';

const meta = {
  title: 'Components/Table',
  component: Table,
  args: { caption: 'Your servers' },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const servers = [
  { name: 'plex-eu-01', type: 'Plex', node: 'node-7.fra', storage: '2.0 TB', status: 'Running' },
  { name: 'jelly-us-02', type: 'Jellyfin', node: 'node-3.nyc', storage: '512 GB', status: 'Stopped' },
  { name: 'emby-eu-03', type: 'Emby', node: 'node-7.fra', storage: '1.0 TB', status: 'Rebuilding' },
];

const tone = { Running: 'success', Stopped: 'neutral', Rebuilding: 'warning' } as const;

export const Default: Story = {
  render: (args) => (
    <Table {...args}>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Name</Table.HeaderCell>
          <Table.HeaderCell>Type</Table.HeaderCell>
          <Table.HeaderCell>Node</Table.HeaderCell>
          <Table.HeaderCell align="end">Storage</Table.HeaderCell>
          <Table.HeaderCell>Status</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {servers.map((server) => (
          <Table.Row key={server.name}>
            <Table.Cell>{server.name}</Table.Cell>
            <Table.Cell>{server.type}</Table.Cell>
            <Table.Cell>{server.node}</Table.Cell>
            <Table.Cell align="end">{server.storage}</Table.Cell>
            <Table.Cell>
              <Badge tone={tone[server.status as keyof typeof tone]}>{server.status}</Badge>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  ),
};

export const CaptionHidden: Story = { ...Default, args: { captionHidden: true } };

export const Empty: Story = {
  render: (args) => (
    <Table {...args}>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Name</Table.HeaderCell>
          <Table.HeaderCell>Type</Table.HeaderCell>
          <Table.HeaderCell>Status</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        <Table.Row>
          <Table.Cell colSpan={3}>
            <EmptyState headingLevel={3} title="No servers yet" action={<Button size="sm">Visit the shop</Button>} />
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table>
  ),
};

/** Wider than a phone: it scrolls inside its own box, never the page. */
export const Wide: Story = {
  args: { caption: 'Processes on node-7.fra' },
  render: (args) => (
    <Table {...args}>
      <Table.Head>
        <Table.Row>
          {['Command', 'Node', 'Host', 'Result', 'Started', 'Duration', 'Transactions'].map((header) => (
            <Table.HeaderCell key={header}>{header}</Table.HeaderCell>
          ))}
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {[1, 2, 3].map((index) => (
          <Table.Row key={index}>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>docker restart plex-eu-0{index}</Table.Cell>
            <Table.Cell>node-7.fra</Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>fra-7.hosting.internal</Table.Cell>
            <Table.Cell>
              <Badge tone="success">Success</Badge>
            </Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>12:0{index} today</Table.Cell>
            <Table.Cell>{index * 3} s</Table.Cell>
            <Table.Cell>No</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  ),
};
