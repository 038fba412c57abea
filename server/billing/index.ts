/**
 * Billing's public surface: what other areas may call (features do not import each other's internals).
 * Billing itself imports nothing from the briefings area: it reads briefing rows through the schema and
 * announces changes with ctx.events.briefingChanged (decision 065).
 *   claimTrial / hasActiveBriefing / TRIAL_DAYS   the one free trial, inside the creating transaction
 *   startCheckout                                 a checkout for a briefing that needs payment
 *   cancelBillingForBriefing / …ForUser           stop renewing before a briefing or an account goes
 *   billingRoutes                                 /api/billing
 */
export { cancelAllBillingForUser, cancelBillingForBriefing } from "./cancel-billing";
export { billingRoutes } from "./routes";
export { startCheckout } from "./start-checkout";
export { claimTrial, hasActiveBriefing, TRIAL_DAYS } from "./trial";
