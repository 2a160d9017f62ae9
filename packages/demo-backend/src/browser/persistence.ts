import { onDataChange } from '#db/database.ts';
import { seed } from '#db/seed.ts';
import { fingerprint, restoreSnapshot, takeSnapshot, type Snapshot } from '#db/snapshot.ts';
import { isoNow } from '#lib/clock.ts';

/** Bump when the shape of the tables changes; saved data of another version is dropped. */
export const STORAGE_VERSION = 2;
export const STORAGE_KEY = 'portal-demo-backend:data';

interface Saved {
  version: number;
  /** The fingerprint of the seed the saved data grew from. */
  seed: string;
  savedAt: string;
  tables: Snapshot;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): Saved | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Saved>;
    return parsed.version === STORAGE_VERSION && typeof parsed.seed === 'string' && parsed.tables ? (parsed as Saved) : null;
  } catch {
    return null;
  }
}

export interface Persistence {
  /** Writes the data now. */
  save(): void;
  /** Reseeds, forgets the saved data and saves the fresh seed. */
  reseed(reset: () => void): void;
  stop(): void;
}

/**
 * Keeps the demo data across page reloads: restores what was saved unless the seed has changed
 * since, and saves shortly after every change (a request's writes are saved together).
 */
export function persistData(): Persistence {
  seed();
  let seedFingerprint = fingerprint(takeSnapshot());
  const saved = read();
  if (saved && saved.seed === seedFingerprint) {
    try {
      restoreSnapshot(saved.tables);
    } catch {
      seed();
    }
  }

  const save = () => {
    try {
      const payload: Saved = { version: STORAGE_VERSION, seed: seedFingerprint, savedAt: isoNow(), tables: takeSnapshot() };
      storage()?.setItem(STORAGE_KEY, JSON.stringify(payload));
    } catch {
      // Storage full or blocked: the demo keeps working, it just forgets on reload.
    }
  };

  let pending: ReturnType<typeof setTimeout> | null = null;
  const unsubscribe = onDataChange(() => {
    pending ??= setTimeout(() => {
      pending = null;
      save();
    }, 0);
  });
  save();

  return {
    save,
    reseed(reset) {
      reset();
      seedFingerprint = fingerprint(takeSnapshot());
      save();
    },
    stop() {
      unsubscribe();
      if (pending) clearTimeout(pending);
      pending = null;
    },
  };
}
