import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";

/**
 * The one confirmation dialog of the app (radix AlertDialog): a trigger, a title, what will happen, and
 * two buttons. The confirm button carries its own look (a red delete, a primary action).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  confirmClassName = "btn btn-primary",
  onConfirm,
}: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** more lines under the description */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmClassName?: string;
  onConfirm(): void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{description}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <button type="button" className="btn btn-secondary">
                {cancelLabel}
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className={confirmClassName} onClick={onConfirm}>
                {confirmLabel}
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
