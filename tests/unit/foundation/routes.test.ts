import { describe, expect, it } from "vitest";
import { matchPage, pages, prerenderPaths } from "../../../common/routes";

describe("route table", () => {
  it("matches concrete paths, parameters and trailing slashes", () => {
    expect(matchPage("/")?.path).toBe("/");
    expect(matchPage("/features/")?.path).toBe("/features");
    expect(matchPage("/blog/some-article")?.path).toBe("/blog/:slug");
    expect(matchPage("/history/Morning%20news")?.path).toBe("/history/:name");
  });

  it("knows nothing of unknown paths, so they answer 404", () => {
    expect(matchPage("/nope")).toBeUndefined();
    expect(matchPage("/blog/a/b")).toBeUndefined();
    expect(matchPage("/features.php")).toBeUndefined();
  });

  it("prerenders only public pages without parameters", () => {
    const paths = prerenderPaths();
    expect(paths).toContain("/");
    expect(paths).toContain("/terms");
    for (const p of paths) {
      expect(p).not.toContain(":");
      expect(pages.find((x) => x.path === p)?.access).not.toBe("signed-in");
    }
  });
});
