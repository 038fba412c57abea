/**
 * npm run bench:feeds — 1,000 fixture feeds gathered through the real path (SSRF guard, conditional GET,
 * feedsmith, shared cache in the database) with at most 16 requests in flight (2 per host × 8 hosts).
 * Round 1: every feed is new (200). Round 2: 10 % of the feeds changed, the rest should answer 304.
 * Figures: feeds/min per round, share of 304s among unchanged feeds. Targets: ≥ 1,000 feeds/min at ≤ 16
 * concurrent; ≥ 80 % 304s on unchanged feeds.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { refreshFeeds } from "../server/delivery/feed-cache";
import { HostLimiter } from "../server/delivery/gather";
import { parseAllowlist } from "../server/delivery/safe-fetch";
import { type FixtureFeedServer, startFixtureFeedServer } from "../tests/support/fixture-feed-server";

const FEEDS = Number(process.env.BENCH_FEEDS ?? 1000);
const HOSTS = 8;
const PER_HOST = 2;

const servers: FixtureFeedServer[] = [];
for (let i = 0; i < HOSTS; i++) servers.push(await startFixtureFeedServer({ itemsPerFeed: 20 }));
const urls = Array.from({ length: FEEDS }, (_, n) => `${servers[n % HOSTS]!.url}/gen/${n}.xml`);

const database = await openDatabase({ kind: "pglite", dir: "memory://" });
await database.migrate();
const limiter = new HostLimiter(PER_HOST, PER_HOST * HOSTS);
const opts = { allowlist: parseAllowlist("127.0.0.1"), refreshMs: 0, timeoutMs: 10_000, limiter };

let maxInFlight = 0;
let inFlight = 0;
const origRun = limiter.run.bind(limiter);
limiter.run = async (host, fn) =>
  origRun(host, async () => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      return await fn();
    } finally {
      inFlight--;
    }
  });

const stats = () =>
  servers.reduce((s, x) => ({ ok: s.ok + x.stats.ok, nm: s.nm + x.stats.notModified }), { ok: 0, nm: 0 });

// round 1: all new
let t = performance.now();
let st = await refreshFeeds(database.db, urls, opts);
const r1s = (performance.now() - t) / 1000;
const okAfter1 = stats();
const items = (await database.db.execute(sql`select count(*)::int as n from feed_items`)) as unknown as {
  rows: Array<{ n: number }>;
};
console.log(
  `round 1: ${FEEDS} feeds in ${r1s.toFixed(1)} s → ${Math.round((FEEDS / r1s) * 60)} feeds/min; ok=${st.filter((s) => s.ok).length}; items cached=${items.rows[0]!.n}`,
);

// round 2: 10 % changed
const changed = new Set<number>();
for (let n = 0; n < FEEDS; n += 10) {
  servers[n % HOSTS]!.touchGenerated(n);
  changed.add(n);
}
t = performance.now();
st = await refreshFeeds(database.db, urls, opts);
const r2s = (performance.now() - t) / 1000;
const after2 = stats();
const notModified = after2.nm - okAfter1.nm;
const unchanged = FEEDS - changed.size;
console.log(
  `round 2: ${FEEDS} feeds in ${r2s.toFixed(1)} s → ${Math.round((FEEDS / r2s) * 60)} feeds/min; 304s=${notModified} of ${unchanged} unchanged (${((notModified / unchanged) * 100).toFixed(1)} %), 200s=${after2.ok - okAfter1.ok} (changed: ${changed.size})`,
);
console.table([
  {
    feeds: FEEDS,
    "max in flight": maxInFlight,
    "round 1 feeds/min": Math.round((FEEDS / r1s) * 60),
    "round 2 feeds/min": Math.round((FEEDS / r2s) * 60),
    "304 share of unchanged": `${((notModified / unchanged) * 100).toFixed(1)} %`,
    "peak RSS (MB)": Math.round(process.memoryUsage().rss / 1024 / 1024),
  },
]);
await database.close();
for (const s of servers) await s.close();
process.exit(0);
