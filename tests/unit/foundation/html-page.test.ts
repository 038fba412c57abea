import { describe, expect, it } from "vitest";
import { html, PAGE_CSP, pageResponse, renderPage } from "../../../server/http/html-page";

describe("server-rendered pages", () => {
  it("escape every interpolated value, keep markup built by html, and join lists", () => {
    const name = `<script>alert("x")</script> & 'co'`;
    const items = ["<b>", "ok"].map((s) => html`<li>${s}</li>`);
    const page = renderPage(`Stop ${name}`, html`<h1>${name}</h1><ul>${items}</ul><p>${42}</p>`);
    expect(page).not.toContain("<script>");
    expect(page).toContain("<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</h1>");
    expect(page).toContain("<title>Stop &lt;script&gt;");
    expect(page).toContain("<ul><li>&lt;b&gt;</li><li>ok</li></ul><p>42</p>");
  });

  it("answer with no script allowed, never cached or indexed", async () => {
    const res = pageResponse("Gone", html`<h1>Gone</h1>`, 404);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-security-policy")).toBe(PAGE_CSP);
    expect(PAGE_CSP).toContain("default-src 'none'");
    expect(PAGE_CSP).not.toContain("script-src");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain("<h1>Gone</h1>");
  });
});
