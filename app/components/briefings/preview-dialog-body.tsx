import { useMutation } from "@tanstack/react-query";
import { Loader2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect } from "react";
import type { LazyDialogState } from "~/components/ui/lazy-dialog";
import { ApiError } from "~/lib/api";
import { briefingsApi } from "./briefings-api";
import { emailSrcDoc } from "./email-frame";

/** PreviewButton's dialog, loaded on first use (preview-dialog.tsx): a fresh preview each time it opens. */
export default function PreviewDialogBody({
  briefingId,
  name,
  open,
  setOpen,
  returnFocus,
}: { briefingId: string; name: string } & LazyDialogState) {
  const preview = useMutation({ mutationFn: () => briefingsApi.preview(briefingId) });
  const { mutate } = preview;
  useEffect(() => {
    if (open) mutate();
  }, [open, mutate]);
  const p = preview.data;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex max-w-3xl flex-col rounded-2xl bg-white p-4 shadow-xl sm:inset-x-4 sm:p-6"
          data-testid="preview-dialog"
          onCloseAutoFocus={returnFocus}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold break-words text-ink">
                Preview of “{name}”
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                The email as it would be sent now. Nothing is sent, and its stories still count as new.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <button type="button" className="btn btn-ghost p-2" aria-label="Close preview">
                <X className="size-5" aria-hidden />
              </button>
            </Dialog.Close>
          </div>
          {preview.isPending ? (
            <p className="mt-6 flex items-center gap-2 text-sm text-slate-600" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden /> Gathering today's stories…
            </p>
          ) : preview.isError ? (
            <p className="mt-6 text-sm text-red-700" role="alert">
              {preview.error instanceof ApiError && preview.error.status < 500
                ? preview.error.message
                : "The preview could not be made just now. Try again in a minute."}
            </p>
          ) : p ? (
            <>
              <p className="mt-3 text-sm break-words text-slate-700" data-testid="preview-subject">
                <span className="font-medium">Subject:</span> {p.subject}
              </p>
              <iframe
                title={`Preview of ${name}`}
                srcDoc={emailSrcDoc(p.html)}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                referrerPolicy="no-referrer"
                className="mt-3 min-h-0 w-full flex-1 rounded-xl border border-line bg-white"
                data-testid="preview-frame"
              />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
