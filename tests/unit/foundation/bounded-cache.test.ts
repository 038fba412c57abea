import { describe, expect, it } from "vitest";
import { BoundedCache } from "../../../common/bounded-cache";

describe("BoundedCache", () => {
  it("computes a key once while it is held, and forgets the oldest past its size", () => {
    const computed: string[] = [];
    const cache = new BoundedCache<string, string>(2);
    const upper = (k: string) => {
      computed.push(k);
      return k.toUpperCase();
    };
    expect([cache.get("a", upper), cache.get("a", upper), cache.get("b", upper)]).toEqual(["A", "A", "B"]);
    expect(computed).toEqual(["a", "b"]);
    cache.get("c", upper); // "a" is forgotten
    cache.get("b", upper);
    cache.get("a", upper);
    expect(computed).toEqual(["a", "b", "c", "a"]);
  });

  it("holds a value set from elsewhere, and setting a held key again forgets nothing", () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 3);
    expect([cache.peek("a"), cache.peek("b")]).toEqual([3, 2]);
    cache.set("c", 4); // "a" was set first
    expect([cache.peek("a"), cache.peek("b"), cache.peek("c")]).toEqual([undefined, 2, 4]);
  });
});
