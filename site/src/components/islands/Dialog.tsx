import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  className?: string;
  /** Where focus goes on close, when not to what opened it (the thumbnail of the photo shown last). */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** Keys pressed inside it, besides Escape (a gallery's arrows). */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

/**
 * A modal built on the native `<dialog>`: `showModal()` makes the rest of the page inert and Escape
 * closes it; on close, focus goes back to whatever opened it. Inert alone lets Tab run past the
 * last control (into the browser's own UI), so two focus guards send it round to the other end.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  className,
  returnFocusTo,
  onKeyDown,
  children,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement as HTMLElement | null;
      element.showModal();
      // Start on the close button rather than on the leading focus guard.
      element.querySelector<HTMLElement>('.dialog-close')?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    // Escape (native to <dialog>) is the keyboard way out; the click only adds the backdrop's.
    <dialog
      ref={dialog}
      className={`dialog ${className ?? ''}`}
      aria-label={title}
      onClose={() => {
        onClose();
        (returnFocusTo?.() ?? opener.current)?.focus();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {/* biome-ignore lint/a11y: an empty focus guard, not a control: reaching it sends focus round. */}
      <span tabIndex={0} className="focus-guard" onFocus={() => lastFocusable(dialog.current)?.focus()} />
      <div className="dialog-body">
        <button type="button" className="dialog-close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
        {children}
      </div>
      {/* biome-ignore lint/a11y: an empty focus guard, not a control: reaching it sends focus round. */}
      <span tabIndex={0} className="focus-guard" onFocus={() => firstFocusable(dialog.current)?.focus()} />
    </dialog>
  );
}

const FOCUSABLE =
  'button, [href], iframe, input, select, textarea, [tabindex]:not([tabindex="-1"]):not(.focus-guard)';

function focusables(container: HTMLElement | null): HTMLElement[] {
  return container
    ? [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => !element.classList.contains('focus-guard'),
      )
    : [];
}

function firstFocusable(container: HTMLElement | null): HTMLElement | undefined {
  return focusables(container)[0];
}

function lastFocusable(container: HTMLElement | null): HTMLElement | undefined {
  return focusables(container).at(-1);
}
