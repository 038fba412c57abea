import { termsPage } from "../../../common/content/legal";
import { publicConfig } from "../../../common/public-config";
import { pricing } from "../../../common/pricing";
import { LegalPageView, legalMeta } from "~/components/marketing/legal-page";

const page = termsPage(pricing, publicConfig.supportEmail);

export const handle = { breadcrumb: "Terms of Service" };
export const meta = () => legalMeta(page);

export default function Terms() {
  return <LegalPageView page={page} />;
}
