import { curateItems, parseBrief } from "../server/curation";
import type { CurateFn } from "./curation-eval";

export const newCurate: CurateFn = ({ description, frequency, now, since, candidates, interestFeeds }) =>
  curateItems(parseBrief(description), candidates, {
    now,
    since,
    frequency,
    alreadySent: new Set(),
    interestFeeds,
  }).items.map((i) => ({ key: i.key, also: i.keys.filter((k) => k !== i.key) }));
