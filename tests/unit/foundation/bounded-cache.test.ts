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
});
