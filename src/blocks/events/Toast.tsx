/** @jsxImportSource react */
// A polite, dismissible notice that hides itself after a while. The live region is always in the page,
// empty when closed, because screen readers only announce changes inside a region they already know.
import { useEffect, useRef } from 'react';
import X from 'lucide-react/icons/x';
import { useEventsClasses } from './classes.ts';

interface ToastProps {
  open: boolean;
  title: string;
  description: string;
  dismissLabel: string;
  onDismiss: () => void;
  /** How long the toast stays; the timer waits while the pointer or focus is on it. */
  durationMs?: number;
}

export function Toast({ open, title, description, dismissLabel, onDismiss, durationMs = 6000 }: ToastProps) {
  const c = useEventsClasses();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  const stop = () => clearTimeout(timer.current);
  const start = () => {
    stop();
    timer.current = setTimeout(() => dismiss.current(), durationMs);
  };
  useEffect(() => {
    if (open) start();
    return stop;
    // start/stop only touch refs; re-arming on every render would restart the countdown.
  }, [open, durationMs]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={c.toastRegion}>
      {open && (
        <div className={c.toast} onMouseEnter={stop} onMouseLeave={start} onFocus={stop} onBlur={start}>
          <div className={c.toastBody}>
            <p className={c.toastTitle}>{title}</p>
            <p className={c.toastText}>{description}</p>
          </div>
          <button type="button" aria-label={dismissLabel} className={c.toastClose} onClick={onDismiss}>
            <X size={20} aria-hidden="true" focusable="false" />
          </button>
        </div>
      )}
    </div>
  );
}
