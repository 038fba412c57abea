/**
 * /manage's latest-outcome line on a quiet day (decision 094): it says whether the day was skipped or a
 * short note went out, and why in numbers.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeliveryLine } from "../../../app/components/briefings/briefing-card";
import type { BriefingDto } from "../../../common/briefings";

const base = {
  id: "b1",
  name: "Morning",
  timezone: "UTC",
  active: false,
  email: "a@example.test",
  next_sends: [],
  billing: { allowsSending: false },
  paused_by_system: null,
} as unknown as BriefingDto;

const line = (last: BriefingDto["last_delivery"]) =>
  renderToStaticMarkup(createElement(DeliveryLine, { b: { ...base, last_delivery: last } }))
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");

const slot = "2026-11-26T07:00:00.000Z";
const why = "38 items checked from 6 sources, 5 already sent";

describe("the latest outcome on a quiet day", () => {
  it("a skipped day says it was skipped and why", () => {
    const text = line({
      status: "skipped",
      slot_at: slot,
      sent_at: null,
      reason: "Nothing new matched",
      quiet: why,
    });
    expect(text).toMatch(
      /^Skipped .+: Nothing new matched \(38 items checked from 6 sources, 5 already sent\)$/,
    );
  });

  it("a noted day says a short note was sent and why", () => {
    const text = line({ status: "sent", slot_at: slot, sent_at: slot, reason: null, quiet: why });
    expect(text).toMatch(
      /^Sent a short note .+: nothing new matched \(38 items checked from 6 sources, 5 already sent\)$/,
    );
  });

  it("an ordinary edition is just 'Last sent'", () => {
    const text = line({ status: "sent", slot_at: slot, sent_at: slot, reason: null, quiet: null });
    expect(text).toMatch(/^Last sent /);
    expect(text).not.toContain("note");
  });
});
