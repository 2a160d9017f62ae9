import { describe, expect, it } from 'vitest';
import { isMatchReference } from './media-references.ts';

describe('isMatchReference', () => {
  it('takes catalogue IDs and pages', () => {
    for (const value of ['tt0017136', 'tmdb:19', 'TVDB:71663', 'https://www.imdb.com/title/tt0017136/', 'https://www.themoviedb.org/movie/19-metropolis', 'https://thetvdb.com/series/doctor-who']) {
      expect(isMatchReference(value), value).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const value of ['', 'Metropolis', 'tt12', 'https://example.com/title/tt0017136', ' tt0017136']) expect(isMatchReference(value), value).toBe(false);
  });
});
