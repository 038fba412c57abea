import { describe, expect, it } from "vitest";
import { deleteBillingNote, pauseBillingNote } from "../../../common/billing-notes";

/** What a person is told about billing before pausing or deleting a briefing (issue 20). */
describe("billing notes", () => {
  it("pausing a paid briefing says the subscription keeps renewing and how to stop paying", () => {
    const note = pauseBillingNote("paid", "2026-12-15T00:00:00.000Z");
    expect(note).toContain("keeps renewing");
    expect(note).toContain("cancel the briefing in Manage subscriptions");
  });

  it("pausing a trial or an already cancelled one says nothing more is charged", () => {
    expect(pauseBillingNote("trial", null)).toContain("nothing is charged");
    expect(pauseBillingNote("canceling", "2026-12-15T00:00:00.000Z")).toBe(
      "Billing is already cancelled: nothing more is charged after Dec 15, 2026.",
    );
  });

  it("deleting a paid briefing cancels its subscription and names the period's end", () => {
    const note = deleteBillingNote("paid", "2026-12-15T00:00:00.000Z");
    expect(note).toContain("you are not charged again");
    expect(note).toContain("Dec 15, 2026");
    expect(deleteBillingNote("trial", null)).toContain("nothing has been or will be charged");
  });
});
