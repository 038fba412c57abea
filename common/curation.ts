/** The structured brief curation derives from a briefing's free-text description (issue #15). */
import { z } from "zod";

export const briefSchema = z.object({
  /** what the reader wants, each a whole phrase ("mental health", "EU AI Act"), with words that narrow it */
  interests: z
    .array(
      z.object({
        phrase: z.string().min(1).max(120),
        context: z.array(z.string().max(120)).max(12).default([]),
        /**
         * written as a name ("Gemini", "Premier League"), not a subject: its stories must say it (or a
         * related term), as its meaning is its namesake's (decision 127). Absent: a subject.
         */
        name: z.boolean().optional(),
        /**
         * the news itself, asked for with no subject ("Just the top headlines", "General news"; decision
         * 171): the day's widely reported stories of any desk as well as the world's (decision 210)
         */
        general: z.boolean().optional(),
        /**
         * the only part of a subject the reader wants ("Space, but only the astronauts"): the rest of the
         * subject, near it in meaning and on the same desks, is what they declined, so its stories must say it
         * as a name's must (decision 256). Absent: as read.
         */
        only: z.boolean().optional(),
      }),
    )
    .max(12),
  /** concepts the reader excluded ("crypto", "transfer gossip"): items about them never appear */
  exclusions: z.array(z.string().min(1).max(120)).max(12),
  /** sources named as sources ("mostly from Politico Europe"): a preference, never a filter */
  sources: z.array(z.string().min(1).max(120)).max(8),
  /**
   * sources the reader does not want ("Not from example.org.", "Not from The Guardian."): their feeds are
   * never drawn from (issue #17, decision 097). Absent when the description names none.
   */
  excludedSources: z.array(z.string().min(1).max(120)).max(8).optional(),
  /** the language the reader writes in or asks for */
  language: z.enum(["en", "de", "fr", "es"]),
  /** how many items the reader asked for, when they said so */
  length: z.number().int().min(1).max(30).nullable(),
});
export type Brief = z.infer<typeof briefSchema>;

/**
 * A description that asks for the news itself, with no subject ("Just the top headlines", "Give me the news,
 * no sport", "Die wichtigsten Nachrichten", "Les grands titres"): what it wants is the day's main news, read
 * as the world's (decision 171). Without one of these words, a text with no subject still says nothing
 * ("Please, thanks", "no sports").
 */
export const GENERAL_NEWS =
  /(?<!\p{L})(?:news|headlines|top stories|biggest stories|main stories|current (?:events|affairs)|nachrichten|schlagzeilen|neuigkeiten|actualités?|nouvelles|titres|infos|noticias|titulares|actualidad)(?!\p{L})/iu;
/** The interest such a description gets, in the brief's language: the world's news (expansions' phraseOnly). */
export const GENERAL_INTEREST: Record<Brief["language"], string> = {
  en: "world",
  de: "Welt",
  fr: "monde",
  es: "mundo",
};
