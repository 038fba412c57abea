/** A message carried over from the single-page app (app/lib/flash.ts), shown like its success toasts. */
import type { Flash } from "~/lib/flash";

export function showToast(flash: Flash): void {
  const box = document.createElement("section");
  box.setAttribute("aria-label", "Notifications");
  box.className = "fixed top-4 right-4 left-4 z-[60] sm:left-auto sm:w-[356px]";
  const toast = document.createElement("div");
  toast.setAttribute("role", "status");
  toast.className =
    "relative rounded-lg border border-[hsl(145,92%,87%)] bg-[hsl(143,85%,96%)] p-4 pr-8 text-[13px] text-[hsl(140,100%,27%)] shadow-lg";
  const title = document.createElement("p");
  title.className = "font-medium";
  title.textContent = flash.title;
  toast.append(title);
  if (flash.description) {
    const d = document.createElement("p");
    d.className = "mt-0.5";
    d.textContent = flash.description;
    toast.append(d);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Close toast");
  close.className = "absolute top-2 right-2 rounded px-1.5 leading-5 hover:bg-white/60";
  close.textContent = "×";
  close.addEventListener("click", () => box.remove());
  toast.append(close);
  box.append(toast);
  document.body.append(box);
  window.setTimeout(() => box.remove(), 6000);
}
