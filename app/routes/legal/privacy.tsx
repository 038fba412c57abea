import { privacyPage } from "../../../common/content/legal";
import { publicConfig } from "../../../common/public-config";
import { LegalPageView, legalMeta } from "~/components/marketing/legal-page";

const page = privacyPage(publicConfig.supportEmail);

export const handle = { breadcrumb: "Privacy Policy" };
export const meta = () => legalMeta(page);

export default function Privacy() {
  return <LegalPageView page={page} />;
}
