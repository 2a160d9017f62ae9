import { msg } from '@lingui/core/macro';

/** The sections an admin can narrow the search to; the id is the query prefix the API expects. */
export const SEARCH_SECTIONS = [
  { id: 'users', label: msg`Users`, action: msg`Search users`, hint: msg`Type a name, an e-mail address or an id.` },
  { id: 'nodes', label: msg`Nodes`, action: msg`Search nodes`, hint: msg`Type an alias, a host or a location.` },
  { id: 'services', label: msg`Services`, action: msg`Search services`, hint: msg`Type a server name, a type or an address.` },
] as const;

export type SearchSection = (typeof SEARCH_SECTIONS)[number]['id'];

export function sectionById(id: SearchSection) {
  return SEARCH_SECTIONS.find((section) => section.id === id)!;
}

/** What `GET /api/admin/search` gets as `query`: the text, prefixed with `users:` etc. when a section is chosen. */
export function searchQuery(section: SearchSection | null, text: string): string {
  const term = text.trim();
  if (!term) return '';
  return section ? `${section}:${term}` : term;
}

/**
 * Typing a prefix by hand (`nodes:fra`) chooses the section, as picking its quick action does,
 * so the query never carries two prefixes.
 */
export function splitTypedSection(text: string): { section: SearchSection; text: string } | null {
  const match = /^\s*(\w+):(.*)$/s.exec(text);
  const id = match?.[1]?.toLowerCase();
  const section = SEARCH_SECTIONS.find((candidate) => candidate.id === id);
  return section ? { section: section.id, text: (match?.[2] ?? '').trimStart() } : null;
}

/** Which section a result belongs to, read from the portal path it opens. */
export function sectionOfTarget(target: string): SearchSection | null {
  const path = target.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const match = /^(?:\/app)?\/admin\/(users|nodes|services)(?:[/?#]|$)/.exec(path);
  return (match?.[1] as SearchSection | undefined) ?? null;
}
