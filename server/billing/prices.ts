import type { BriefingFrequency } from "../../common/briefings";
import type { Config } from "../config";

/** Monthly price of a briefing in cents, from PRICE_DAILY_CENTS / PRICE_WEEKLY_CENTS. */
export function priceCents(config: Config, frequency: BriefingFrequency): number {
  return frequency === "daily" ? config.PRICE_DAILY_CENTS : config.PRICE_WEEKLY_CENTS;
}
