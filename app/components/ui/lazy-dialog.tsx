import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from "react";

export interface TriggerProps {
  onClick?(e: MouseEvent<HTMLElement>): void;
  onFocus?(e: FocusEvent<HTMLElement>): void;
  onPointerEnter?(e: PointerEvent<HTMLElement>): void;
}

export interface LazyDialogState {
  open: boolean;
  setOpen(open: boolean): void;
  /** where focus goes back when the dialog closes (the trigger, as Radix's own Trigger would do) */
  returnFocus(e: Event): void;
}

/**
 * A dialog's trigger now, its code on first use (decision 104): the dialogs (Radix, ~14 KB gz) are
 * downloaded and evaluated when someone points at, focuses or presses the trigger, not while the
 * signed-in pages load. The trigger keeps the attributes Radix's Trigger sets (aria-haspopup,
 * aria-expanded), and focus returns to it on close.
 */
export function LazyDialog({
  trigger,
  preload,
  children,
}: {
  trigger: ReactElement<TriggerProps>;
  /** starts the download of the dialog's module (an `import()`; calling it twice costs nothing) */
  preload(): unknown;
  /** the lazily loaded dialog, rendered from the first opening on */
  children(state: LazyDialogState): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const own = trigger.props;
  const button = cloneElement(trigger, {
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(e);
      void preload();
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      own.onFocus?.(e);
      void preload();
    },
    onClick: (e: MouseEvent<HTMLElement>) => {
      own.onClick?.(e);
      if (e.defaultPrevented) return;
      setOpener(e.currentTarget);
      setOpen(true);
    },
  } as Partial<TriggerProps>);
  return (
    <>
      {button}
      {opener && (
        <Suspense fallback={null}>
          {children({
            open,
            setOpen,
            returnFocus: (e) => {
              e.preventDefault();
              opener.focus();
            },
          })}
        </Suspense>
      )}
    </>
  );
}
