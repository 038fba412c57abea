/**
 * Prices shown by the public site and the legal pages; the same variables billing charges
 * (PRICE_DAILY_CENTS / PRICE_WEEKLY_CENTS, default 200 = $2.00 per month each). Spec §9 notes that the
 * terms page once said weekly is $1.00 while other pages said $2.00: both readings are configuration.
 */
import { publicConfig } from "./public-config";

export interface Pricing {
  dailyCents: number;
  weeklyCents: number;
}

export const pricing: Pricing = {
  dailyCents: publicConfig.priceDailyCents,
  weeklyCents: publicConfig.priceWeeklyCents,
};

/** 200 → "$2.00" */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** 200 → "$2" and 150 → "$1.50": for headlines. */
export function formatUsdShort(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : formatUsd(cents);
}

/** The lowest monthly price, for "from $2/mo" claims. */
export function startingPriceCents(p: Pricing = pricing): number {
  return Math.min(p.dailyCents, p.weeklyCents);
}

export const TRIAL_DAYS = 7;
