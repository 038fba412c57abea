import { Eye } from "lucide-react";
import { lazy } from "react";
import { LazyDialog } from "~/components/ui/lazy-dialog";

const loadBody = () => import("./preview-dialog-body");
const PreviewDialogBody = lazy(loadBody);

/**
 * "Preview" (decision 094): the email this briefing would send now, rendered by the server's real pipeline
 * and shown in a sandboxed frame (no scripts, opaque origin), without sending it or keeping it. The
 * dialog's code loads on first use (decision 104).
 */
export function PreviewButton({ briefingId, name }: { briefingId: string; name: string }) {
  return (
    <LazyDialog
      trigger={
        <button type="button" className="btn btn-secondary">
          <Eye className="size-4" aria-hidden /> Preview
        </button>
      }
      preload={loadBody}
    >
      {(state) => <PreviewDialogBody briefingId={briefingId} name={name} {...state} />}
    </LazyDialog>
  );
}
