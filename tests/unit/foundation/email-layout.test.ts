import { describe, expect, it } from "vitest";
import { NoticeEmail } from "../../../emails/notice-email";
import { renderEmail } from "../../../emails/render";

describe("the shared email layout", () => {
  it("renders both parts, declares light and dark support and carries dark-mode overrides", async () => {
    const { html, text } = await renderEmail(
      NoticeEmail({
        appUrl: "https://tidings.example.com",
        heading: "Verify your email",
        paragraphs: ["Confirm your address to start your first briefing."],
        action: {
          label: "Verify email",
          url: "https://tidings.example.com/verify-email?token=t&type=signup",
        },
      }),
    );
    expect(html).toContain('name="color-scheme" content="light dark"');
    expect(html).toMatch(/@media \(prefers-color-scheme: dark\)[\s\S]*\.t-card/);
    expect(html).toContain('class="t-card"');
    expect(html).toMatch(/class="t-button"/);
    expect(text).toContain("Confirm your address to start your first briefing.");
    expect(text).toContain("https://tidings.example.com/verify-email?token=t&type=signup");
    expect(text).not.toContain("prefers-color-scheme");
  });
});
