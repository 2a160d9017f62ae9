/** The request lounge's category lists. */
export const LOUNGE_CATEGORIES = [
  { slug: 'popular', name: 'Popular' },
  { slug: 'top-rated', name: 'Top rated' },
  { slug: 'recently-added', name: 'Recently added' },
] as const;

/**
 * A poster for a title: a drawn card with its initial and year, as an SVG data URL, so the demo
 * needs no image host. Every ninth title has none, as in a real catalogue.
 */
export function posterFor(row: { id: number; title: string; year: number | null }): string | null {
  if (row.id % 9 === 0) return null;
  const hue = (row.id * 47) % 360;
  const initial = (row.title.replace(/^(The|A) /, '')[0] ?? '?').toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 18%)"/></linearGradient></defs>` +
    `<rect width="200" height="300" fill="url(#g)"/>` +
    `<text x="100" y="170" font-family="Georgia, serif" font-size="110" text-anchor="middle" fill="rgba(255,255,255,0.85)">${initial.replace(/[<&>]/g, '')}</text>` +
    `<text x="100" y="270" font-family="sans-serif" font-size="22" text-anchor="middle" fill="rgba(255,255,255,0.7)">${row.year ?? ''}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
