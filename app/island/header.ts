/** The header of a static page (decision 036): mobile menu, signed-in state, settings menu, log out. */
import { postSignOut, type SessionUser } from "~/lib/session-api";

function disclosure(button: HTMLElement, panel: HTMLElement, onToggle?: (open: boolean) => void) {
  const set = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    onToggle?.(open);
  };
  button.addEventListener("click", () => set(panel.hidden));
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && !panel.hidden) {
      set(false);
      button.focus();
    }
  });
  document.addEventListener("click", (e) => {
    const t = e.target as Node;
    if (!panel.hidden && !panel.contains(t) && !button.contains(t)) set(false);
  });
}

export function enhanceHeader(): void {
  const toggle = document.querySelector<HTMLElement>("[data-mobile-menu-toggle]");
  const mobileNav = document.getElementById("mobile-nav");
  if (toggle && mobileNav) {
    disclosure(toggle, mobileNav, (open) => {
      toggle.setAttribute("aria-label", open ? "Close menu" : "Open menu");
      for (const icon of toggle.querySelectorAll<HTMLElement>("[data-icon]")) {
        icon.hidden = (icon.dataset.icon === "close") !== open;
      }
    });
  }
  const settings = document.querySelector<HTMLElement>("[data-static-settings]");
  const trigger = settings?.querySelector<HTMLElement>("button[aria-controls]");
  const items = settings?.querySelector<HTMLElement>("#settings-menu-items");
  if (trigger && items) disclosure(trigger, items);

  document.addEventListener("click", (e) => {
    if (!(e.target as Element).closest("[data-sign-out]")) return;
    void postSignOut().then(() => window.location.assign("/"));
  });
}

/** After the session probe: the signed-in state in the header (as the single-page app shows it). */
export function showSession(user: SessionUser | null): void {
  for (const el of document.querySelectorAll<HTMLElement>("[data-session]")) {
    el.hidden = (el.dataset.session === "user") !== !!user;
  }
}
