/** /cookies: accept all / decline optional while consent is pending, then the choice (spec §2). */
import { ALL_ACCEPTED, NECESSARY_ONLY, readConsent, saveConsent, subscribeConsent } from "~/lib/consent";

export function enhanceCookiesChoice(root: HTMLElement): void {
  const pending = root.querySelector<HTMLElement>('[data-choice="pending"]');
  const saved = root.querySelector<HTMLElement>('[data-choice="saved"]');
  const allowed = root.querySelector<HTMLElement>("[data-choice-allowed]");
  const date = root.querySelector<HTMLElement>("[data-choice-date]");
  const render = () => {
    const consent = readConsent();
    if (pending) pending.hidden = !!consent;
    if (saved) saved.hidden = !consent;
    if (consent && allowed && date) {
      allowed.textContent = (["necessary", "preferences", "analytics", "marketing"] as const)
        .filter((k) => consent.preferences[k])
        .join(", ");
      date.textContent = new Date(consent.timestamp).toLocaleDateString("en-US", { dateStyle: "long" });
    }
    root.hidden = false;
  };
  root.addEventListener("click", (e) => {
    const choice = (e.target as Element).closest<HTMLElement>("[data-choose]")?.dataset.choose;
    if (choice) saveConsent(choice === "all" ? ALL_ACCEPTED : NECESSARY_ONLY);
  });
  subscribeConsent(render);
  render();
}
