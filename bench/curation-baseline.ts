/** The keyword curation before issue #15 (server/delivery/curate.ts), kept only to measure the baseline. */
import { buildQuery, curate } from "../server/delivery/curate";
import { loadCatalogue } from "../server/delivery/sources";
import { type CurateFn, PERIOD_MS } from "./curation-eval";

export const baselineCurate: CurateFn = ({ description, frequency, now, since, candidates }) => {
  const catalogue = loadCatalogue();
  const query = buildQuery(description, catalogue);
  // as the pipeline: a topic that names catalogue feeds draws from those feeds alone
  const named = new Set(query.namedSources.map((s) => s.url));
  const pool = named.size ? candidates.filter((c) => named.has(c.feedUrl)) : candidates;
  const r = curate(
    query,
    pool.map((c) => ({ ...c, named: named.has(c.feedUrl) })),
    { now, since, alreadySent: new Set(), halfLifeMs: PERIOD_MS[frequency] },
  );
  return r.items.map((i) => i.key);
};
