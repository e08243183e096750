/** A small seeded PRNG (mulberry32): the same seed gives the same demo data everywhere. */
export class Random {
  #state: number;

  constructor(seed: number | string) {
    this.#state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** An item by weight: [[item, weight], ...]. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [item, weight] of entries) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A derived generator, so adding data to one part does not reshuffle the others. */
  fork(label: string): Random {
    return new Random((hashString(label) ^ Math.floor(this.next() * 4294967296)) >>> 0);
  }
}

/** FNV-1a, 32 bits. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Unique legacy-style references (upper-case letters and digits, no look-alikes). */
export class RefMaker {
  readonly #used = new Set<string>();

  constructor(private readonly random: Random) {}

  make(length = 10): string {
    for (;;) {
      let ref = '';
      for (let i = 0; i < length; i++)
        ref += REF_ALPHABET[Math.floor(this.random.next() * REF_ALPHABET.length)];
      if (!this.#used.has(ref)) {
        this.#used.add(ref);
        return ref;
      }
    }
  }

  reserve(ref: string): string {
    this.#used.add(ref);
    return ref;
  }
}
