import { refundPage } from "../../../common/content/legal";
import { publicConfig } from "../../../common/public-config";
import { pricing } from "../../../common/pricing";
import { LegalPageView, legalMeta } from "~/components/marketing/legal-page";

const page = refundPage(pricing, publicConfig.supportEmail);

export const handle = { breadcrumb: "Refund Policy" };
export const meta = () => legalMeta(page);

export default function Refund() {
  return <LegalPageView page={page} />;
}
