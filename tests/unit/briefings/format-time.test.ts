/**
 * Times on the reader's clock (decision 109): every time the signed-in pages show — a schedule's times,
 * the next send, sent emails — in the reader's locale's 12- or 24-hour form, as the time input shows them.
 */
import { describe, expect, it } from "vitest";
import { scheduleText } from "../../../app/components/briefings/briefing-card";
import { formatClock, formatDateTime } from "../../../app/lib/format-time";
import type { BriefingDto } from "../../../common/briefings";

const at = "2026-11-26T17:30:00.000Z"; // 18:30 in Berlin

describe("times in the reader's locale", () => {
  it("a schedule's time: 24-hour and padded where the locale counts 24 hours, 12-hour where it counts 12", () => {
    expect(formatClock("07:00", "en-GB")).toBe("07:00");
    expect(formatClock("18:30", "de-DE")).toBe("18:30");
    expect(formatClock("07:00", "en-US")).toMatch(/^7:00\sAM$/);
    expect(formatClock("18:30", "en-US")).toMatch(/^6:30\sPM$/);
    expect(formatClock("00:15", "en-US")).toMatch(/^12:15\sAM$/);
    expect(formatClock("00:15", "en-GB")).toBe("00:15");
  });

  it("a moment uses the same clock as the schedule, in the briefing's time zone", () => {
    expect(formatDateTime(at, "Europe/Berlin", "en-GB")).toMatch(/^Thu 26 Nov, 18:30$/);
    expect(formatDateTime(at, "Europe/Berlin", "en-US")).toMatch(/^Thu, Nov 26, 6:30\sPM$/);
    // the clock of a moment and of a schedule time agree in each locale
    for (const locale of ["en-GB", "en-US", "de-DE", "fr-FR", "en-IN", "ja-JP"]) {
      expect(formatDateTime(at, "Europe/Berlin", locale), locale).toContain(formatClock("18:30", locale));
    }
  });

  it("what is not a time of day is shown as it is", () => {
    expect(formatClock("", "en-US")).toBe("");
    expect(formatClock("7pm", "en-US")).toBe("7pm");
  });

  it("a card's schedule line lists its times on the reader's clock", () => {
    const b = { frequency: "daily", times: ["07:00", "18:30"], days_of_week: null, day_of_week: null };
    const text = scheduleText(b as unknown as BriefingDto);
    const expected = `${formatClock("07:00")}, ${formatClock("18:30")}`;
    expect(text).toBe(`Daily at ${expected}`);
  });
});
