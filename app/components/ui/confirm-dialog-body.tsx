import { AlertDialog } from "radix-ui";
import type { ConfirmDialogContent } from "./confirm-dialog";
import type { LazyDialogState } from "./lazy-dialog";

/** ConfirmDialog's dialog itself, loaded on first use (confirm-dialog.tsx). */
export default function ConfirmDialogBody({
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  confirmClassName = "btn btn-primary",
  onConfirm,
  open,
  setOpen,
  returnFocus,
}: ConfirmDialogContent & LazyDialogState) {
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          onCloseAutoFocus={returnFocus}
        >
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
