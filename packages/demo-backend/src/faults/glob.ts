/**
 * A glob over a URL path: `*` matches within one segment, `**` (or a `*` at the very end) matches
 * the rest, including slashes, and `{name}` (as the API document writes parameters) matches one
 * segment. `/api/customer/*` matches every customer call, `/api/customer/servers/{id}/backups`
 * the backups of any server (as does a `*` in place of `{id}`).
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let index = 0; index < glob.length; index++) {
    const char = glob[index]!;
    if (char === '*') {
      let stars = 1;
      while (glob[index + 1] === '*') {
        stars++;
        index++;
      }
      source += stars > 1 || index === glob.length - 1 ? '.*' : '[^/]*';
    } else if (char === '{' && glob.indexOf('}', index) > index + 1) {
      index = glob.indexOf('}', index);
      source += '[^/]+';
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

const compiled = new Map<string, RegExp>();

/** Whether the URL path matches the glob. */
export function matchesGlob(glob: string, pathname: string): boolean {
  let pattern = compiled.get(glob);
  if (!pattern) {
    pattern = globToRegExp(glob);
    compiled.set(glob, pattern);
  }
  return pattern.test(pathname);
}
