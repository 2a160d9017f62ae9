import { db } from './database.ts';

type Entry = [title: string, year: number, overview: string, uhd: boolean, available: boolean, categories: string[], popularity: number];

const MOVIES: Entry[] = [
  ['Metropolis', 1927, 'In a futuristic city sharply divided between workers and planners, the son of the city’s mastermind falls for a prophet who predicts the coming of a saviour.', true, true, ['popular', 'top-rated'], 94],
  ['Nosferatu', 1922, 'Vampire Count Orlok expresses interest in a new residence and in his real-estate agent’s young wife.', true, true, ['popular', 'top-rated'], 91],
  ['The General', 1926, 'After being rejected by the Confederate army, an engineer must single-handedly rescue his beloved locomotive and his girl from Union spies.', true, true, ['top-rated'], 83],
  ['Sherlock Jr.', 1924, 'A film projectionist longs to be a detective, and puts his meagre skills to work when he is framed by a rival for stealing his girlfriend’s father’s pocketwatch.', false, true, ['top-rated'], 71],
  ['Safety Last!', 1923, 'A boy leaves his country town for the big city to make good, and ends up climbing the outside of a department store.', false, true, ['popular'], 69],
  ['The Kid', 1921, 'The Tramp cares for an abandoned child, but events put their relationship in jeopardy.', false, true, ['popular', 'top-rated'], 80],
  ['The Cabinet of Dr. Caligari', 1920, 'A hypnotist uses a somnambulist to commit murders in a small German town.', false, false, ['top-rated'], 66],
  ['A Trip to the Moon', 1902, 'A group of astronomers go on an expedition to the Moon.', false, true, ['popular'], 58],
  ['The Phantom of the Opera', 1925, 'A mad, disfigured composer seeks love with a lovely young opera singer.', false, false, ['popular'], 61],
  ['Night of the Living Dead', 1968, 'A ragtag group of people barricade themselves in an old farmhouse to remain safe from flesh-eating ghouls.', true, true, ['popular', 'recently-added'], 88],
  ['His Girl Friday', 1940, 'A newspaper editor uses every trick in the book to keep his ex-wife and best reporter from remarrying.', false, true, ['top-rated'], 73],
  ['Charade', 1963, 'Romance and suspense ensue in Paris as a woman is pursued by several men who want a fortune her murdered husband had stolen.', true, true, ['popular', 'recently-added'], 86],
  ['The Little Shop of Horrors', 1960, 'A clumsy young man nurtures a plant and discovers that it is carnivorous.', false, false, ['recently-added'], 52],
  ['Carnival of Souls', 1962, 'After a traumatic accident, a woman becomes drawn to a mysterious abandoned carnival.', false, false, ['recently-added'], 49],
  ['Detour', 1945, 'A down-on-his-luck nightclub pianist hitchhikes across the country and is drawn into a web of murder.', false, false, ['top-rated'], 47],
  ['D.O.A.', 1950, 'A man who has been poisoned spends his last hours hunting down his own killer.', false, true, ['top-rated'], 45],
  ['The Man with the Golden Arm', 1955, 'A drummer with a heroin problem struggles to stay clean after leaving prison.', false, false, ['popular'], 44],
  ['Plan 9 from Outer Space', 1957, 'Aliens resurrect dead humans as zombies and vampires to stop humanity from creating the Solaranite bomb.', false, false, ['recently-added'], 55],
  ['The Last Man on Earth', 1964, 'A scientist is the only survivor of a plague that turns everybody else into vampiric creatures.', false, true, ['recently-added'], 51],
  ['House on Haunted Hill', 1959, 'A millionaire offers ten thousand dollars to five people who agree to spend the night in a spooky house.', false, true, ['popular', 'recently-added'], 63],
  ['The Great Train Robbery', 1903, 'A group of bandits stage a brazen train hold-up, only to find a determined posse hot on their heels.', false, true, ['top-rated'], 40],
  ['Steamboat Bill, Jr.', 1928, 'The effete son of a cantankerous riverboat captain comes to join his father’s crew.', false, true, ['top-rated'], 57],
  ['The Gold Rush', 1925, 'A prospector goes to the Klondike during the 1890s gold rush in hopes of making his fortune.', false, false, ['popular'], 74],
  ['Battleship Potemkin', 1925, 'In the midst of the Russian Revolution of 1905, the crew of a battleship mutiny against the brutal officers.', true, false, ['top-rated'], 60],
  ['The Lost World', 1925, 'An expedition to a remote plateau in the Amazon finds dinosaurs still roaming the earth.', false, true, ['popular'], 50],
  ['Meet John Doe', 1941, 'A reporter invents a man who vows to kill himself on Christmas, then has to hire someone to play him.', false, false, ['recently-added'], 42],
  ['Scarlet Street', 1945, 'A cashier and part-time painter is drawn into a world of deceit by a femme fatale and her boyfriend.', false, true, ['top-rated'], 46],
  ['The Stranger', 1946, 'An investigator from the War Crimes Commission travels to Connecticut to find a Nazi fugitive.', false, false, ['popular'], 48],
  ['Royal Wedding', 1951, 'A brother and sister dance act travels to London during the royal wedding of Princess Elizabeth.', false, true, ['recently-added'], 39],
  ['McLintock!', 1963, 'A cattle baron deals with family troubles, land disputes and the return of his estranged wife.', false, false, ['popular'], 43],
];

const SHOWS: Entry[] = [
  ['The Beverly Hillbillies', 1962, 'A poor mountaineer strikes oil and moves his family to a Beverly Hills mansion.', false, true, ['popular'], 70],
  ['The Lucy Show', 1962, 'A widowed mother of two shares her home with a divorced friend and gets into one scheme after another.', false, true, ['popular', 'top-rated'], 66],
  ['Bonanza', 1959, 'The adventures of the Cartwright family on their Ponderosa ranch near Virginia City, Nevada.', false, false, ['popular', 'top-rated'], 78],
  ['The Dick Van Dyke Show', 1961, 'A comedy writer juggles his work on a TV variety show and family life in the suburbs.', false, true, ['top-rated'], 64],
  ['One Step Beyond', 1959, 'Dramatisations of allegedly true stories of the paranormal, introduced by John Newland.', false, false, ['recently-added'], 41],
  ['Dragnet', 1951, 'Sergeant Joe Friday and his partners investigate crimes in Los Angeles.', false, true, ['top-rated'], 59],
  ['The Cisco Kid', 1950, 'The adventures of a caballero and his sidekick Pancho in the Old West.', false, false, ['recently-added'], 35],
  ['Sherlock Holmes', 1954, 'The great detective and Dr. Watson solve mysteries in Victorian London.', false, true, ['popular'], 52],
  ['The Andy Griffith Show', 1960, 'The sheriff of Mayberry, North Carolina, keeps the peace with common sense and humour.', false, true, ['popular', 'top-rated'], 75],
  ['Petticoat Junction', 1963, 'A widow runs a rural hotel with her three daughters and their Uncle Joe.', false, false, ['recently-added'], 38],
  ['Decoy', 1957, 'A policewoman goes undercover in New York City.', false, false, ['recently-added'], 33],
  ['Flash Gordon', 1954, 'Flash Gordon and his companions patrol the galaxy for the Galactic Bureau of Investigation.', false, true, ['popular'], 44],
  ['The Jack Benny Program', 1950, 'The comedian’s long-running radio show moves to television, stinginess and all.', false, false, ['top-rated'], 37],
  ['Annie Oakley', 1954, 'The sharpshooter keeps law and order in the town of Diablo, Arizona.', false, true, ['recently-added'], 31],
];

export function seedMedia(): void {
  let id = 0;
  for (const [type, entries] of [['movie', MOVIES], ['show', SHOWS]] as const) {
    for (const [title, year, overview, uhd, available, categories, popularity] of entries) {
      id += 1;
      db.mediaItem.create({ id, title, type, year, overview, uhd, available, categories, popularity });
    }
  }
}

/** The request lounge's category lists. */
export const LOUNGE_CATEGORIES = [
  { slug: 'popular', name: 'Popular' },
  { slug: 'top-rated', name: 'Top rated' },
  { slug: 'recently-added', name: 'Recently added' },
] as const;
