import { describe, expect, it } from 'vitest';
import { mergeLoungePages, nextLoungePage, type LoungePage } from './lounge-pages.ts';

const page = (current: number, ids: number[], append: boolean, last = 3): LoungePage<{ id: number }> => ({
  data: ids.map((id) => ({ id })),
  meta: { current_page: current, last_page: last, per_page: 20, total: 60, append_to_result: append },
});

describe('the pages of a lounge list', () => {
  it('appends a page that says append_to_result', () => {
    expect(mergeLoungePages([page(1, [1, 2], false), page(2, [3, 4], true)], (item) => item.id).map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it('starts over at a page that does not append', () => {
    expect(mergeLoungePages([page(1, [1, 2], false), page(2, [3, 4], false)], (item) => item.id).map((item) => item.id)).toEqual([3, 4]);
  });

  it('keeps a title that moved onto the next page once, where it first appeared (duplicate keys broke the grid)', () => {
    expect(mergeLoungePages([page(1, [1, 2], false), page(2, [2, 3], true)], (item) => item.id).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('asks for the next page until current_page reaches last_page', () => {
    expect(nextLoungePage(page(1, [], false))).toBe(2);
    expect(nextLoungePage(page(3, [], true))).toBeUndefined();
  });
});
