/**
 * A per-process memo that forgets its oldest entry past `max` entries: what is computed from an item, a
 * description or a model's answer is asked again by every briefing that shares it.
 */
export class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  /** the value for `key`, computed by `compute` the first time (and again once forgotten) */
  get(key: K, compute: (key: K) => V): V {
    if (this.map.has(key)) return this.map.get(key)!;
    const value = compute(key);
    this.set(key, value);
    return value;
  }

  /** the value held for `key`, if any (for values computed elsewhere, e.g. by an awaited call) */
  peek(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): void {
    if (!this.map.has(key) && this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, value);
  }
}
