/**
 * Access caches with timestamps: a value in localStorage with the time it was
 * stored, read back only while it is younger than the cache's lifetime.
 */
type Stamped<T> = { value: T; timestamp: number };

export function readTimed<T>(key: string, maxAgeMs: number, now = Date.now()): T | null {
  try {
    const raw = JSON.parse(localStorage.getItem(key) ?? 'null') as Stamped<T> | null;
    if (!raw || typeof raw.timestamp !== 'number' || !('value' in raw)) return null;
    const age = now - raw.timestamp;
    return age >= 0 && age < maxAgeMs ? raw.value : null;
  } catch {
    return null;
  }
}

export function writeTimed<T>(key: string, value: T, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ value, timestamp: now } satisfies Stamped<T>));
  } catch {
    // A full or disabled storage only loses the cache.
  }
}
