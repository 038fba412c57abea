import { expect, type Page, test } from "@playwright/test";
import { acceptNecessaryOnly } from "./public-helpers";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Weekly briefing",
  message: "Hello there",
};

async function fill(page: Page, v: Partial<typeof valid>) {
  const all = { ...valid, ...v };
  await page.getByLabel("Name").fill(all.name);
  await page.getByLabel("Email", { exact: true }).fill(all.email);
  await page.getByLabel("Subject").fill(all.subject);
  await page.getByLabel("Message").fill(all.message);
}

async function submitExpectingError(page: Page, message: string) {
  await page.getByRole("button", { name: "Prepare message" }).click();
  // the toast in front (sonner stacks the newest in front; an earlier one may still be showing behind it)
  const toast = page.locator('[data-sonner-toast][data-front="true"]');
  await expect(toast).toContainText("Validation Error");
  await expect(toast).toContainText(message);
  await expect(page.locator("#contact-error")).toHaveText(message);
}

test("contact validation shows the first failing message at each limit", async ({ page }) => {
  await acceptNecessaryOnly(page);
  let requests = 0;
  page.on("request", (r) => {
    if (r.method() !== "GET") requests++;
  });
  await page.goto("/contact");
  await expect(page.getByTestId("message-counter")).toHaveText("0/2000");

  await fill(page, { name: "   " });
  await submitExpectingError(page, "Name is required");
  await fill(page, { name: "n".repeat(101) });
  await submitExpectingError(page, "Name must be less than 100 characters");
  await fill(page, { email: "not-an-email" });
  await submitExpectingError(page, "Invalid email address");
  await fill(page, { email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(59)}.com` }); // 256
  await submitExpectingError(page, "Email must be less than 255 characters");
  await fill(page, { subject: "" });
  await submitExpectingError(page, "Subject is required");
  await fill(page, { subject: "s".repeat(201) });
  await submitExpectingError(page, "Subject must be less than 200 characters");
  await fill(page, { message: "" });
  await submitExpectingError(page, "Message is required");
  await fill(page, { message: "m".repeat(2001) });
  await expect(page.getByTestId("message-counter")).toHaveText("2001/2000");
  await submitExpectingError(page, "Message must be less than 2000 characters");
  // Several failures: the first in field order wins.
  await fill(page, { name: "", email: "bad", message: "" });
  await submitExpectingError(page, "Name is required");
  expect(requests).toBe(0);
});

test("values exactly at the limits are accepted; submitting prepares a mail to support, clears the form, thanks", async ({
  page,
}) => {
  await acceptNecessaryOnly(page);
  let apiCalls = 0;
  page.on("request", (r) => {
    if (r.method() !== "GET") apiCalls++;
  });
  await page.goto("/contact");
  const email255 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`;
  expect(email255).toHaveLength(255);
  await fill(page, {
    name: "n".repeat(100),
    email: email255,
    subject: "s".repeat(200),
    message: "m".repeat(2000),
  });
  await expect(page.getByTestId("message-counter")).toHaveText("2000/2000");
  await page.getByRole("button", { name: "Prepare message" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message prepared" })).toBeVisible();
  await expect(page).toHaveURL(/\/contact-success$/);
  // The prepared mailto: link the mail client was opened with is offered again on the thank-you page.
  const url = new URL((await page.getByTestId("prepared-message").getAttribute("href")) ?? "");
  expect(url.protocol).toBe("mailto:");
  expect(url.pathname).toMatch(/^support@/);
  expect(url.searchParams.get("subject")).toBe("s".repeat(200));
  expect(url.searchParams.get("body")).toContain("m".repeat(2000));
  expect(apiCalls).toBe(0);

  const support = page.getByTestId("support-email");
  await expect(support).toHaveAttribute("href", /^mailto:support@/);
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");
});
