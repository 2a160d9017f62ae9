import { describe, expect, it } from 'vitest';
import { searchQuery, sectionOfTarget, splitTypedSection } from './sections.ts';
import { isSearchShortcut, isTypingTarget } from './use-search-shortcut.ts';

describe('searchQuery', () => {
  it('prefixes the text with the chosen section', () => {
    expect(searchQuery('users', ' jordan ')).toBe('users:jordan');
    expect(searchQuery('nodes', 'fra')).toBe('nodes:fra');
    expect(searchQuery(null, 'fra')).toBe('fra');
  });

  it('asks nothing for an empty text, section or not', () => {
    expect(searchQuery('services', '  ')).toBe('');
    expect(searchQuery(null, '')).toBe('');
  });
});

describe('splitTypedSection', () => {
  it('turns a typed prefix into the section', () => {
    expect(splitTypedSection('nodes:fra')).toEqual({ section: 'nodes', text: 'fra' });
    expect(splitTypedSection('Users: jordan')).toEqual({ section: 'users', text: 'jordan' });
  });

  it('leaves other colons alone', () => {
    expect(splitTypedSection('http://fra-01')).toBeNull();
    expect(splitTypedSection('12:30')).toBeNull();
  });
});

describe('sectionOfTarget', () => {
  it('reads the section from the portal path', () => {
    expect(sectionOfTarget('/app/admin/users/12')).toBe('users');
    expect(sectionOfTarget('/app/admin/nodes/3')).toBe('nodes');
    expect(sectionOfTarget('/app/admin/services?search=plex')).toBe('services');
    expect(sectionOfTarget('/app/admin/usersettings')).toBeNull();
    expect(sectionOfTarget('/app/dashboard')).toBeNull();
  });
});

describe('the shortcut', () => {
  it('is Ctrl+K or Cmd+K, without other modifiers', () => {
    const key = { key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isSearchShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isSearchShortcut({ ...key, metaKey: true, key: 'K' })).toBe(true);
    expect(isSearchShortcut(key)).toBe(false);
    expect(isSearchShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSearchShortcut({ ...key, ctrlKey: true, key: 'j' })).toBe(false);
  });

  it('counts text fields, textareas, selects and editable content as typing, not buttons or checkboxes', () => {
    const input = (type: string) => Object.assign(document.createElement('input'), { type });
    expect(isTypingTarget(input('text'))).toBe(true);
    expect(isTypingTarget(input('email'))).toBe(true);
    expect(isTypingTarget(input('number'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', '');
    const inside = document.createElement('strong');
    editor.append(inside);
    expect(isTypingTarget(inside)).toBe(true);

    expect(isTypingTarget(input('checkbox'))).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
