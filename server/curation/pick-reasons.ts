/** Why a story was picked, in the words the email and the dry run show (curate-items.ts). */

const ago = (ms: number) => {
  const h = Math.round(ms / 3_600_000);
  return h < 1
    ? "less than an hour ago"
    : h < 48
      ? `${h} hour${h === 1 ? "" : "s"} ago`
      : `${Math.round(h / 24)} days ago`;
};

export function pickReasons(p: {
  /** the interest it was picked for */
  interest: string;
  /** an LLM's reason, when it ranked (decision 082) */
  llm?: string;
  /** picked as one of the day's widely reported stories for the news itself (decision 210) */
  widely: boolean;
  /** from a source the reader named, when they named any (decision 130) */
  namedSource: string | null;
  /** the interest is that source itself ("Everything from The Verge"): the story is not about it (decision 244) */
  ownSource?: boolean;
  /** the reader's feedback it is like (decision 096) */
  like?: { kind: "more" | "less"; headline: string };
  ageMs: number;
  alsoIn: string[];
  update: boolean;
}): string[] {
  const lead =
    p.llm ??
    (p.widely ? "among the day's most reported stories" : p.ownSource ? null : `about “${p.interest}”`);
  const reasons = lead ? [lead] : [];
  if (p.namedSource) reasons.push(`from a source you named (${p.namedSource})`);
  if (p.like)
    reasons.push(
      p.like.kind === "more"
        ? `like “${p.like.headline}”, which you wanted more of`
        : `ranked lower: like “${p.like.headline}”, which you wanted less of`,
    );
  reasons.push(`published ${ago(p.ageMs)}`);
  if (p.alsoIn.length) reasons.push(`also reported by ${[...new Set(p.alsoIn)].join(", ")}`);
  if (p.update) reasons.push("an update on a story you were sent");
  return reasons;
}
