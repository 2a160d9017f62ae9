import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pager, type PagerProps } from './pager.tsx';

/** Keeps the page in state, so the story pages for real when Previous or Next is pressed. */
function Paging({ page: initial, onPageChange, ...props }: PagerProps) {
  const [page, setPage] = useState(initial);
  return (
    <Pager
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { label: 'Invoice pages', page: 1, pageCount: 5, onPageChange: fn() },
  render: (args) => <Paging {...args} />,
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Previous is disabled on the first page. */
export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { page: 3 } };

/** Next is disabled on the last page. */
export const LastPage: Story = { args: { page: 5 } };

/** With one page there is nothing to page through: the pager renders nothing. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  render: (args) => (
    <div>
      <p>One page of invoices; no pager below.</p>
      <Pager {...args} />
    </div>
  ),
};

/** Thousands of pages, at a phone's width of 390 px: the buttons keep their size, the text wraps. */
export const LongCounts: Story = {
  args: { label: 'Notification pages', page: 1234, pageCount: 98_765 },
  render: (args) => (
    <div style={{ maxWidth: '390px', padding: '16px', boxSizing: 'border-box' }}>
      <Paging {...args} />
    </div>
  ),
};

/** Links that keep the page in the address (`getHref`); a plain click still goes through `onPageChange`. */
export const Links: Story = {
  args: { label: 'Ticket pages', page: 2, pageCount: 4, getHref: (page) => `?page=${page}` },
};

/** The next page is loading: the controls wait and keep their focus. */
export const Loading: Story = { args: { page: 2, busy: true } };
