import { expect, type Page, test } from "@playwright/test";
import { linkIn, waitForEmail } from "../support/mailbox";
import { snap } from "../support/screenshots";

/**
 * The whole account journey in a real browser against the real server, reading every email from
 * the SMTP sink: sign up → verify → log in → change password → log out → forgot → reset → log in
 * with the new password → change email (confirmed from the new inbox) → delete account (two steps)
 * → the old credentials no longer work.
 */
const stamp = Date.now().toString(36);
const email = `journey-${stamp}@example.com`;
const newEmail = `journey-new-${stamp}@example.com`;
const PW1 = "amber-tundra-51";
const PW2 = "cobalt-meadow-73";
const PW3 = "saffron-glacier-94";

test.beforeEach(async ({ page }) => {
  // The cookie banner has its own tests: answer it (necessary only) so it does not cover the screens.
  await page.addInitScript(() => {
    localStorage.setItem("tidings-debug", "0");
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({
        timestamp: Date.now(),
        preferences: { necessary: true, preferences: false, analytics: false, marketing: false },
      }),
    );
  });
});

async function logIn(page: Page, address: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(address);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: /^Log in/ }).click();
}

async function openAccount(page: Page) {
  await page.getByTestId("settings-menu").click();
  await page.getByRole("menuitem", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
}

test("account journey: sign up to deletion, every email read from the inbox", async ({ page, baseURL }) => {
  test.setTimeout(120_000);

  // sign up
  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await snap(page, "accounts-01-signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PW1);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByTestId("verify-your-email")).toContainText(email);
  await expect(
    page.getByText("Account created successfully. Please check your email to verify your account."),
  ).toBeVisible();
  await snap(page, "accounts-02-signup-sent");

  // verify from the inbox
  const verifyMail = await waitForEmail(email, { subject: "Verify" });
  const verifyLink = linkIn(verifyMail, `${baseURL}/verify-email?token=`);
  expect(verifyLink).toContain("type=signup");
  // the link signs the person in and, with no briefing yet, goes straight to creating one
  await page.goto(verifyLink);
  await expect(page.getByText("Email Verified!")).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByLabel("Subscription name")).toBeVisible();
  await snap(page, "accounts-03-verified");

  // the same link again: already verified, not "failed"
  await page.goto(verifyLink);
  await expect(page.getByTestId("already-verified")).toContainText(`${email} is already verified`);
  await expect(page.getByRole("link", { name: "Sign up again" })).toHaveCount(0);
  await snap(page, "accounts-04-already-verified");
  await page.context().clearCookies(); // log in again below, as on another device

  // log in
  await page.goto("/login");
  await snap(page, "accounts-05-login");
  await logIn(page, email, PW1);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByTestId("dashboard-create")).toHaveAttribute("href", "/create");
  await expect(page.getByTestId("dashboard-manage")).toHaveAttribute("href", "/manage");
  await snap(page, "accounts-06-dashboard");

  // change password (wrong current first)
  await openAccount(page);
  await expect(page.locator("#password-masked")).toBeDisabled();
  await snap(page, "accounts-07-account");
  await page.getByRole("button", { name: "Change password" }).click();
  await page.getByLabel("Current password").fill("definitely-wrong");
  await page.getByLabel("New password").fill(PW2);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Current password is incorrect.")).toBeVisible();
  await snap(page, "accounts-08-change-password-wrong");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("Current password")).toHaveValue(""); // cancel cleared both
  await expect(page.getByLabel("New password")).toHaveValue("");
  await page.getByLabel("Current password").fill(PW1);
  await page.getByLabel("New password").fill(PW2);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password has been successfully changed.")).toBeVisible();
  await waitForEmail(email, { subject: "password was changed" });

  // log out
  await page.getByTestId("settings-menu").click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(new RegExp(`${baseURL}/?$`));
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login$/); // signed out: protected screens go to /login

  // forgot → reset
  await page.goto("/forgot-password");
  await snap(page, "accounts-09-forgot");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("reset-sent")).toBeVisible();
  await expect(page.getByText("Check your email for password reset instructions.")).toBeVisible();
  await snap(page, "accounts-10-forgot-sent");
  const resetMail = await waitForEmail(email, { subject: "Reset" });
  await page.goto(linkIn(resetMail, `${baseURL}/reset-password?token=`));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(PW3);
  await page.getByLabel("Confirm new password").fill("not-the-same-1");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Please make sure both passwords are identical.")).toBeVisible();
  await snap(page, "accounts-11-reset-mismatch");
  await page.getByLabel("Confirm new password").fill(PW3);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your password has been successfully updated.")).toBeVisible();

  // the old password no longer works; the new one does
  await logIn(page, email, PW2);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await logIn(page, email, PW3);
  await expect(page).toHaveURL(/\/dashboard$/);

  // change email, confirmed from the new inbox
  await openAccount(page);
  await page.getByLabel("Email", { exact: true }).fill(newEmail);
  await page.getByRole("button", { name: "Update email" }).click();
  await expect(
    page.getByText("Please check your new email address for confirmation instructions."),
  ).toBeVisible();
  await snap(page, "accounts-12-email-change-sent");
  const changeMail = await waitForEmail(newEmail, { subject: "Confirm your new email" });
  await page.goto(linkIn(changeMail, `${baseURL}/auth/verify?token=`));
  await expect(page.getByTestId("email-change-confirmed")).toContainText(newEmail);
  await snap(page, "accounts-13-email-change-confirmed");
  await waitForEmail(email, { subject: "email address was changed" });

  // delete the account: two steps
  await openAccount(page);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(newEmail);
  await page.getByRole("button", { name: "Delete Account" }).click();
  await page.getByRole("button", { name: "Yes, Delete Account" }).click();
  await snap(page, "accounts-14-delete-confirm");
  await page.getByRole("button", { name: "Delete Account Permanently" }).click();
  await expect(page).toHaveURL(new RegExp(`${baseURL}/?$`));
  await expect(
    page.getByText("Your account, your subscriptions and their history were deleted permanently."),
  ).toBeVisible();
  await snap(page, "accounts-15-deleted");

  // the credentials no longer work
  await logIn(page, newEmail, PW3);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await logIn(page, email, PW3);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("broken links: verification without parameters, reset without token", async ({ page }) => {
  await page.goto("/verify-email");
  await expect(
    page.getByText("Invalid verification link. Please check your email for a valid link."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to login" })).toBeVisible();
  await snap(page, "accounts-16-verify-invalid");

  await page.goto("/reset-password?token=abc");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();

  await page.goto("/auth/verify?token=not-a-real-token-aaaaaaaaaaaaaaaaaaaaaaaa");
  await expect(page.getByTestId("email-change-failed")).toBeVisible();
  await snap(page, "accounts-17-email-change-invalid");
});

test("sign-up refuses a common password with a clear message", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(`common-${stamp}@example.com`);
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText(/too common/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await snap(page, "accounts-18-signup-common");
});
