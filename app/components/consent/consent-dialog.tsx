import { Cookie } from "lucide-react";
import { memo, useEffect, useRef } from "react";
import { CONSENT_TITLES, mountConsentDialog } from "~/lib/consent-dialog";
import type { CookiePreferences } from "~/lib/consent";

const categories: { key: keyof CookiePreferences; label: string; text: string }[] = [
  { key: "necessary", label: "Necessary", text: "Sign-in and your cookie choice. Always on." },
  { key: "preferences", label: "Preferences", text: "Remember settings such as display choices." },
  { key: "analytics", label: "Analytics", text: "Anonymous page views that help us improve the site." },
  { key: "marketing", label: "Marketing", text: "Measure campaigns. Tidings sets none itself." },
];

/** Each view's buttons: [data-consent-action, style, label]. */
const actions = {
  main: [
    ["customise", "btn-ghost", "Customise"],
    ["reject", "btn-secondary", "Reject all"],
    ["accept", "btn-primary", "Accept all"],
  ],
  customise: [
    ["cancel", "btn-ghost", "Cancel"],
    ["reject", "btn-secondary", "Reject all"],
    ["save", "btn-primary", "Save preferences"],
  ],
} as const;

/**
 * The cookie consent dialog's markup (spec §2, §4), hidden until its behaviour
 * (app/lib/consent-dialog.ts) shows it: prerendered into the static pages, where the island mounts the
 * behaviour, and rendered by the single-page app, which mounts the same behaviour from an effect
 * (decision 036). It sits at the bottom of the viewport and does not block the page, so /cookies can be
 * read (and answered) while it is pending (decision 032).
 */
export const ConsentDialogMarkup = memo(function ConsentDialogMarkup() {
  return (
    <section
      hidden
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      data-testid="consent-dialog"
      data-consent-dialog=""
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-2xl border border-line bg-white p-5 shadow-2xl shadow-ink/15 sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="hidden size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:grid">
          <Cookie className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id="consent-title"
            tabIndex={-1}
            data-consent-title=""
            className="text-base font-semibold text-ink outline-none"
          >
            {CONSENT_TITLES.main}
          </h2>
          <p data-view="main" className="mt-1.5 text-sm leading-6 text-muted">
            We use necessary cookies to run Tidings. With your permission we'd also use optional cookies for
            preferences and anonymous analytics. Read our{" "}
            <a href="/cookies" className="font-medium text-brand-700 underline underline-offset-2">
              cookie policy
            </a>
            .
          </p>
          <fieldset data-view="customise" hidden className="mt-3 space-y-2">
            <legend className="sr-only">Cookie categories</legend>
            {categories.map((c) => {
              const fixed = c.key === "necessary";
              return (
                <label
                  key={c.key}
                  className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-line px-3.5 py-2.5 has-[:disabled]:cursor-not-allowed"
                >
                  <span>
                    <span className="block text-sm font-medium text-ink">{c.label}</span>
                    <span className="block text-xs text-muted">{c.text}</span>
                  </span>
                  <input
                    type="checkbox"
                    role="switch"
                    name={c.key}
                    aria-checked={fixed}
                    defaultChecked={fixed}
                    disabled={fixed}
                    data-category={fixed ? undefined : c.key}
                    className="switch"
                  />
                </label>
              );
            })}
          </fieldset>
        </div>
      </div>
      {(["main", "customise"] as const).map((view) => (
        <div
          key={view}
          data-view={view}
          hidden={view !== "main"}
          className="mt-4 flex flex-wrap justify-end gap-2"
        >
          {actions[view].map(([action, style, label]) => (
            <button key={action} type="button" className={`btn ${style}`} data-consent-action={action}>
              {label}
            </button>
          ))}
        </div>
      ))}
    </section>
  );
});

/** The single-page app's consent dialog: the shared markup with the shared behaviour mounted on it. */
export function ConsentDialog() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current?.querySelector<HTMLElement>("[data-consent-dialog]");
    return el ? mountConsentDialog(el) : undefined;
  }, []);
  return (
    <div ref={ref} className="contents">
      <ConsentDialogMarkup />
    </div>
  );
}
