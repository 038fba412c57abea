import { Cookie } from "lucide-react";
import { cookiesPage } from "../../../common/content/legal";
import { publicConfig } from "../../../common/public-config";
import { LegalPageView, legalMeta } from "~/components/marketing/legal-page";

const page = cookiesPage(publicConfig.supportEmail);

export const handle = { breadcrumb: "Cookie Policy" };
export const meta = () => legalMeta(page);

/**
 * While consent is pending, this page offers accept all / decline optional (spec §2); afterwards it shows
 * the choice. Both states are in the markup, hidden; the island (app/island/cookies-choice.ts) shows one.
 */
function ConsentChoice() {
  return (
    <div
      hidden
      className="mb-10 rounded-2xl border border-line bg-canvas p-5"
      data-testid="cookies-page-choice"
      data-cookies-choice=""
    >
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Cookie className="size-5 text-brand-700" aria-hidden />
        Your current choice
      </p>
      <div hidden data-choice="pending">
        <p className="mt-2 text-sm text-muted">
          You have not made a choice yet. Optional cookies stay off until you do.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" data-choose="all">
            Accept all cookies
          </button>
          <button type="button" className="btn btn-secondary" data-choose="necessary">
            Decline optional cookies
          </button>
        </div>
      </div>
      <div hidden data-choice="saved">
        <p className="mt-2 text-sm text-muted">
          Allowed: <span data-choice-allowed="" />. Saved on <span data-choice-date="" />.
        </p>
        <button type="button" className="btn btn-secondary mt-4" data-open-cookie-settings="">
          Change cookie settings
        </button>
      </div>
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
