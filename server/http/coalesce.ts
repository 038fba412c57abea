/**
 * Concurrent reads of the same thing share one database round trip, without ever answering from before
 * the request arrived (decision 078).
 *
 * For a key, the first caller starts a read at once. Callers that arrive while it runs do not join it (it
 * began before them, and may miss a write they just made): they wait together for the next read, started
 * as soon as the current one ends, and all get its result. So at most one read per key is in flight and
 * one more is queued, whatever the number of callers, and every answer reflects the data as it was at
 * some moment after its request arrived (a person's own edit is always seen by their next list).
 */
export function coalesce<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  interface Batch {
    promise: Promise<V>;
    start: () => void;
  }
  const running = new Map<K, Promise<V>>();
  const queued = new Map<K, Batch>();

  const run = (key: K): Promise<V> => {
    const p = read(key);
    running.set(key, p);
    const next = () => {
      running.delete(key);
      const q = queued.get(key);
      if (q) {
        queued.delete(key);
        q.start();
      }
    };
    p.then(next, next);
    return p;
  };

  return (key) => {
    if (!running.has(key)) return run(key);
    let q = queued.get(key);
    if (!q) {
      let start!: () => void;
      const promise = new Promise<V>((resolve, reject) => {
        start = () => run(key).then(resolve, reject);
      });
      q = { promise, start };
      queued.set(key, q);
    }
    return q.promise;
  };
}
