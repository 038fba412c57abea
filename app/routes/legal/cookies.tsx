import { Cookie } from "lucide-react";
import { cookiesPage } from "../../../common/content/legal";
import { publicConfig } from "../../../common/public-config";
import { LegalPageView, legalMeta } from "~/components/marketing/legal-page";
import { ALL_ACCEPTED, NECESSARY_ONLY, openCookieSettings, saveConsent, useConsent } from "~/lib/consent";

const page = cookiesPage(publicConfig.supportEmail);

export const handle = { breadcrumb: "Cookie Policy" };
export const meta = () => legalMeta(page);

/** While consent is pending, this page offers accept all / decline optional (spec §2). */
function ConsentChoice() {
  const consent = useConsent();
  if (consent === undefined) return null;
  return (
    <div className="mb-10 rounded-2xl border border-line bg-canvas p-5" data-testid="cookies-page-choice">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Cookie className="size-5 text-brand-700" aria-hidden />
        Your current choice
      </p>
      {consent === null ? (
        <>
          <p className="mt-2 text-sm text-muted">
            You have not made a choice yet. Optional cookies stay off until you do.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" onClick={() => saveConsent(ALL_ACCEPTED)}>
              Accept all cookies
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => saveConsent(NECESSARY_ONLY)}>
              Decline optional cookies
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            Allowed:{" "}
            {(["necessary", "preferences", "analytics", "marketing"] as const)
              .filter((k) => consent.preferences[k])
              .join(", ")}
            . Saved on {new Date(consent.timestamp).toLocaleDateString("en-US", { dateStyle: "long" })}.
          </p>
          <button type="button" className="btn btn-secondary mt-4" onClick={openCookieSettings}>
            Change cookie settings
          </button>
        </>
      )}
    </div>
  );
}

export default function Cookies() {
  return (
    <LegalPageView page={page}>
      <ConsentChoice />
    </LegalPageView>
  );
}
