import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection.ts';

interface Row {
  id: number;
  name: string;
}

const getId = (row: Row) => row.id;
const page1: Row[] = [1, 2, 3].map((id) => ({ id, name: `Row ${id}` }));
const page2: Row[] = [4, 5].map((id) => ({ id, name: `Row ${id}` }));

function setup(resetKey = 'all') {
  return renderHook(({ key }) => useSelection<Row>({ getId, resetKey: key }), { initialProps: { key: resetKey } });
}

describe('useSelection', () => {
  it('toggles single rows and tells how much of a page is selected', () => {
    const { result } = setup();
    expect(result.current.pageState(page1)).toBe('none');
    act(() => result.current.toggle(page1[0]!));
    expect(result.current.isSelected(page1[0]!)).toBe(true);
    expect(result.current.pageState(page1)).toBe('some');
    act(() => result.current.toggle(page1[0]!));
    expect(result.current.count).toBe(0);
    act(() => result.current.toggle(page1[1]!, true));
    act(() => result.current.toggle(page1[1]!, true));
    expect(result.current.items).toEqual([page1[1]]);
  });

  it('selects a whole page, and clears it when all of it is selected', () => {
    const { result } = setup();
    act(() => result.current.toggle(page1[2]!));
    act(() => result.current.togglePage(page1));
    expect(result.current.pageState(page1)).toBe('all');
    expect(result.current.count).toBe(3);
    act(() => result.current.togglePage(page1));
    expect(result.current.count).toBe(0);
  });

  it('keeps the selection across pages, with the items it was made from', () => {
    const { result } = setup();
    act(() => result.current.togglePage(page1));
    act(() => result.current.toggle(page2[1]!));
    expect(result.current.pageState(page2)).toBe('some');
    expect(result.current.items.map((row) => row.name)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 5']);
    act(() => result.current.remove([2, 5]));
    expect(result.current.items.map(getId)).toEqual([1, 3]);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it('empties when the view changes (another search or filter)', () => {
    const { result, rerender } = setup('search=a');
    act(() => result.current.togglePage(page1));
    rerender({ key: 'search=a' });
    expect(result.current.count).toBe(3);
    rerender({ key: 'search=b' });
    expect(result.current.count).toBe(0);
    act(() => result.current.toggle(page2[0]!));
    expect(result.current.items).toEqual([page2[0]]);
  });

  it('treats an empty page as not selected', () => {
    const { result } = setup();
    act(() => result.current.togglePage([]));
    expect(result.current.pageState([])).toBe('none');
    expect(result.current.count).toBe(0);
  });
});
