/**
 * A per-process memo of pure results that forgets its oldest entry past `max` entries: what is computed
 * from an item or a description is asked again by every briefing that shares it.
 */
export class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  /** the value for `key`, computed by `compute` the first time (and again once forgotten) */
  get(key: K, compute: (key: K) => V): V {
    if (this.map.has(key)) return this.map.get(key)!;
    const value = compute(key);
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, value);
    return value;
  }
}
