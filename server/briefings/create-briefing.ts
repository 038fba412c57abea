import { eq } from "drizzle-orm";
import type { BriefingValues } from "../../common/briefing-schemas";
import { type BriefingDto, TEXT } from "../../common/briefings";
import { claimTrial, hasActiveBriefing, startCheckout, TRIAL_DAYS } from "../billing";
import type { Actor, AppContext } from "../context";
import { describesInterest, NO_INTEREST_MESSAGE } from "../curation";
import { type BriefingRow, briefings } from "../db/schema";
import { briefToStore } from "../delivery";
import { AppError } from "../http/errors";
import { isUniqueViolation, toBriefingDto } from "./dto";

export type CreateOutcome =
  | { outcome: "free"; briefing: BriefingDto }
  | { outcome: "trial"; briefing: BriefingDto }
  | { outcome: "checkout"; briefing: BriefingDto; checkout_url: string };

export const nameTaken = (name: string) =>
  new AppError(409, `You already have a subscription named "${name}". Choose another name.`, "name_taken");

/**
 * Creates a briefing along the spec's paths (§4), decided here on the server, never by the client:
 * admin → free; a user's first briefing with no trial ever used and none active → 7-day trial;
 * otherwise → a checkout for the frequency (the briefing waits in pending_payment until paid).
 */
export async function createBriefing(
  ctx: AppContext,
  actor: Actor,
  input: BriefingValues,
  now = new Date(),
): Promise<CreateOutcome> {
  const isAdmin = actor.role === "admin";
  if (!isAdmin && !actor.emailVerified) throw new AppError(403, TEXT.verifyFirst, "email_not_verified");
  // a description with nothing to curate by is refused before anything is written
  if (!describesInterest(input.topic)) throw new AppError(400, NO_INTEREST_MESSAGE, "invalid_request");
  // the structured brief, stored with the briefing in the same insert (decision 123): with an LLM this
  // waits for it at most LLM_BRIEF_TIMEOUT_MS, outside the transaction
  const brief = await briefToStore(ctx, input.topic);

  let row: BriefingRow;
  let outcome: "free" | "trial" | "checkout";
  try {
    ({ row, outcome } = await ctx.db.transaction(async (tx) => {
      const eligible = !isAdmin && !(await hasActiveBriefing(tx, actor.id));
      const [inserted] = await tx
        .insert(briefings)
        .values({
          userId: actor.id,
          name: input.name,
          email: actor.email,
          frequency: input.frequency,
          times: input.times,
          dayOfWeek: input.day_of_week,
          daysOfWeek: input.days_of_week,
          topic: input.topic,
          ...brief,
          timezone: input.timezone,
          quietDays: input.quiet_days ?? "skip",
          active: true,
          status: isAdmin ? "free" : "pending_payment",
        })
        .returning();
      if (isAdmin) return { row: inserted!, outcome: "free" as const };
      if (eligible && (await claimTrial(tx, actor, inserted!.id))) {
        const [trial] = await tx
          .update(briefings)
          .set({ status: "trialing", trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000) })
          .where(eq(briefings.id, inserted!.id))
          .returning();
        return { row: trial!, outcome: "trial" as const };
      }
      return { row: inserted!, outcome: "checkout" as const };
    }));
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }

  if (outcome === "checkout") {
    try {
      const checkout = await startCheckout(ctx, actor, row, now);
      return { outcome, briefing: toBriefingDto(row, now), checkout_url: checkout.url };
    } catch (err) {
      // Nothing half-written: without a checkout the new briefing is withdrawn.
      await ctx.db.delete(briefings).where(eq(briefings.id, row.id));
      throw err;
    }
  }
  await ctx.events.briefingChanged(row.id);
  const [fresh] = await ctx.db.select().from(briefings).where(eq(briefings.id, row.id));
  return { outcome, briefing: toBriefingDto(fresh ?? row, now) };
}
