import type { BriefingFrequency } from "../../common/briefings";
import type { Actor, AppContext } from "../context";
import { getPaymentProvider } from "./get-provider";
import { hasActiveBriefing, hasUsedTrial, TRIAL_DAYS } from "./trial";

export interface BillingStatusDto {
  is_admin: boolean;
  email_verified: boolean;
  trial_used: boolean;
  has_active_subscription: boolean;
  /** True when the next new briefing would start a free trial. */
  trial_available: boolean;
  trial_days: number;
  prices: Record<BriefingFrequency, number>;
  provider: "stripe" | "local";
}

/** What /create needs for its pricing note and notices (spec §2 create screen). */
export async function getBillingStatus(ctx: AppContext, actor: Actor): Promise<BillingStatusDto> {
  const isAdmin = actor.role === "admin";
  const [trialUsed, hasActive] = await Promise.all([
    hasUsedTrial(ctx.db, actor),
    hasActiveBriefing(ctx.db, actor.id),
  ]);
  return {
    is_admin: isAdmin,
    email_verified: actor.emailVerified,
    trial_used: trialUsed,
    has_active_subscription: hasActive,
    trial_available: !isAdmin && !trialUsed && !hasActive,
    trial_days: TRIAL_DAYS,
    prices: { daily: ctx.config.PRICE_DAILY_CENTS, "once-week": ctx.config.PRICE_WEEKLY_CENTS },
    provider: getPaymentProvider(ctx).kind,
  };
}
