/**
 * A small in-memory cache of async loads by key, with a time to live. Concurrent misses share one
 * load; a failed load is not kept. Several api processes may share one database, so entries expire
 * rather than live forever.
 */
export interface TtlCache<T, K extends string = string> {
  get(key: K): Promise<T>;
  clear(): void;
}

export function ttlCache<T, K extends string = string>(
  ttlMs: number,
  load: (key: K) => Promise<T>,
  now = Date.now,
): TtlCache<T, K> {
  const entries = new Map<K, { value: Promise<T>; expires: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load(key);
      entries.set(key, { value, expires: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
