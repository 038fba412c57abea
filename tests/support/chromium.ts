/**
 * Debian's Chromium, as every browser run here starts it (Playwright, Lighthouse): no sandbox (root),
 * no GPU, and none of Chromium's own background traffic, which this closed network would refuse.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
