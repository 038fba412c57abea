/**
 * The story memory's statements (decision 098). Its rows are written in `markPrepared`'s statement, with
 * the item keys of the same delivery, and read joined to their delivery: a row counts only while its
 * delivery is prepared or sent (a skipped or failed edition sent nothing), like `sentItemKeys`.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { query } from "../../db/query";
import type { RememberedStory, StorySignature } from "../../curation";

/** Editions a briefing remembers: about a month of a daily briefing. */
export const MEMORY_EDITIONS = 30;

/**
 * CTEs for markPrepared's statement, given `d` (the updated delivery: id, briefing_id, kind, slot_at): the
 * delivery's earlier rows go (prepared again), its stories go in when it is an edition (not a test email),
 * and the briefing keeps the rows of its newest MEMORY_EDITIONS editions only. One statement, one snapshot:
 * the bound counts the other editions (MEMORY_EDITIONS − 1) and this one.
 */
export function rememberStoriesSql(stories: StorySignature[]): SQL {
  const rows = JSON.stringify(
    stories.map((s) => ({
      headline: s.headline,
      source: s.source,
      terms: s.terms,
      facts: s.facts,
      vector: s.vector
        ? Buffer.from(s.vector.buffer, s.vector.byteOffset, s.vector.length).toString("base64")
        : null,
      item_keys: s.itemKeys,
    })),
  );
  return sql`m_old as (
          delete from briefing_story_memory m using d where m.delivery_id = d.id),
        m_new as (
          insert into briefing_story_memory (briefing_id, delivery_id, sent_at, headline, source, terms, facts, vector, item_keys)
          select d.briefing_id, d.id, d.slot_at, s.headline, s.source,
                 array(select jsonb_array_elements_text(s.terms)), array(select jsonb_array_elements_text(s.facts)),
                 decode(s.vector, 'base64'), array(select jsonb_array_elements_text(s.item_keys))
          from d cross join jsonb_to_recordset(${rows}::jsonb)
               as s(headline text, source text, terms jsonb, facts jsonb, vector text, item_keys jsonb)
          where d.kind in ('scheduled', 'now')),
        m_bound as (
          delete from briefing_story_memory m using d
          where d.kind in ('scheduled', 'now') and m.briefing_id = d.briefing_id and m.delivery_id <> d.id
            and m.delivery_id not in (
              select delivery_id from briefing_story_memory
              where briefing_id = d.briefing_id and delivery_id <> d.id
              group by delivery_id order by max(sent_at) desc limit ${MEMORY_EDITIONS - 1}))`;
}

/** The stories a briefing's prepared and sent editions carried, newest first. */
export async function rememberedStories(db: Db, briefingId: string): Promise<RememberedStory[]> {
  const rows = await query<{
    sent_at: Date | string;
    headline: string;
    source: string;
    terms: string[];
    facts: string[];
    vector: Buffer | null;
    item_keys: string[];
  }>(
    db,
    sql`select m.sent_at, m.headline, m.source, m.terms, m.facts, m.vector, m.item_keys
        from briefing_story_memory m join deliveries d on d.id = m.delivery_id
        where m.briefing_id = ${briefingId}::uuid and d.status in ('prepared', 'sent')
        order by m.sent_at desc limit ${MEMORY_EDITIONS * 20}`,
  );
  return rows.map((r) => ({
    sentAt: new Date(r.sent_at),
    headline: r.headline,
    source: r.source,
    terms: r.terms,
    facts: r.facts,
    vector: r.vector ? new Int8Array(r.vector.buffer, r.vector.byteOffset, r.vector.length) : null,
    itemKeys: r.item_keys,
  }));
}

/** How many stories a briefing remembers, and from how many editions (tests, the bound). */
export async function memorySize(db: Db, briefingId: string): Promise<{ stories: number; editions: number }> {
  const [r] = await query<{ stories: number; editions: number }>(
    db,
    sql`select count(*)::int as stories, count(distinct delivery_id)::int as editions
        from briefing_story_memory where briefing_id = ${briefingId}::uuid`,
  );
  return { stories: Number(r?.stories ?? 0), editions: Number(r?.editions ?? 0) };
}
