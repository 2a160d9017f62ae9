import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './table.tsx';

function renderServers(captionHidden?: boolean) {
  render(
    <Table caption="Your servers" captionHidden={captionHidden}>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Name</Table.HeaderCell>
          <Table.HeaderCell>Type</Table.HeaderCell>
          <Table.HeaderCell align="end">Storage</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        <Table.Row>
          <Table.Cell>plex-eu-01</Table.Cell>
          <Table.Cell>Plex</Table.Cell>
          <Table.Cell align="end">2 TB</Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table>,
  );
}

describe('Table', () => {
  it('is named by its caption, and so is its scroll region', () => {
    renderServers();
    expect(screen.getByRole('table', { name: 'Your servers' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your servers' })).toBeInTheDocument();
  });

  it('keeps the caption as the name when it is visually hidden', () => {
    renderServers(true);
    expect(screen.getByRole('table', { name: 'Your servers' })).toBeInTheDocument();
  });

  it('gives header cells column scope so each cell is read with its header', () => {
    renderServers();
    expect(screen.getByRole('columnheader', { name: 'Storage' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('cell', { name: '2 TB' })).toBeInTheDocument();
  });
});
