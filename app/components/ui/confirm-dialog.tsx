import { lazy, type ReactElement, type ReactNode } from "react";
import { LazyDialog, type TriggerProps } from "./lazy-dialog";

const loadBody = () => import("./confirm-dialog-body");
const ConfirmDialogBody = lazy(loadBody);

export interface ConfirmDialogContent {
  title: ReactNode;
  description: ReactNode;
  /** more lines under the description */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmClassName?: string;
  onConfirm(): void;
}

/**
 * The one confirmation dialog of the app (radix AlertDialog): a trigger, a title, what will happen, and
 * two buttons. The confirm button carries its own look (a red delete, a primary action). The dialog's
 * code loads on first use (decision 104).
 */
export function ConfirmDialog({
  trigger,
  ...content
}: ConfirmDialogContent & { trigger: ReactElement<TriggerProps> }) {
  return (
    <LazyDialog trigger={trigger} preload={loadBody}>
      {(state) => <ConfirmDialogBody {...content} {...state} />}
    </LazyDialog>
  );
}
