// A polite, dismissible notice that hides itself after a while. The live region is always in the page,
// empty when closed, because screen readers only announce changes inside a region they already know.
import { useEffect, useRef } from 'react';
import { css, keyframes } from '@emotion/react';
import { X } from 'lucide-react';
import { bottomBarSpace, colors, fontSize, motion, mq, radius, shadow, space } from '../../theme.ts';

interface ToastProps {
  open: boolean;
  title: string;
  description: string;
  dismissLabel: string;
  onDismiss: () => void;
  /** How long the toast stays; the timer waits while the pointer or focus is on it. */
  durationMs?: number;
}

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

const regionCss = css({
  position: 'fixed',
  zIndex: 60,
  insetInline: space[3],
  // Above the call-and-book bar where a phone shows one.
  bottom: `calc(${bottomBarSpace} + ${space[3]})`,
  display: 'flex',
  justifyContent: 'flex-end',
  pointerEvents: 'none',
  [mq.sm]: { insetInline: 'auto', right: space[5], bottom: `calc(${bottomBarSpace} + ${space[5]})`, width: '24rem' },
});

const toastCss = css({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[3],
  width: '100%',
  padding: `${space[4]} ${space[4]} ${space[4]} ${space[5]}`,
  background: colors.plum,
  color: colors.onDark,
  borderRadius: radius.md,
  borderLeft: `4px solid ${colors.gold}`,
  boxShadow: shadow.raised,
  animation: `${slideIn} 200ms ease-out`,
  [motion.reduce]: { animation: 'none' },
});

const closeCss = css({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  margin: `-${space[2]} -${space[2]} 0 0`,
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: colors.onDark,
  cursor: 'pointer',
  '&:hover': { background: colors.plumDeep },
});

export function Toast({ open, title, description, dismissLabel, onDismiss, durationMs = 6000 }: ToastProps) {
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
    <div role="status" aria-live="polite" aria-atomic="true" css={regionCss}>
      {open && (
        <div css={toastCss} onMouseEnter={stop} onMouseLeave={start} onFocus={stop} onBlur={start}>
          <div css={css({ flex: 1, minWidth: 0 })}>
            <p css={css({ margin: 0, fontWeight: 700, color: colors.white })}>{title}</p>
            <p css={css({ margin: `${space[1]} 0 0`, fontSize: fontSize.sm, lineHeight: 1.5 })}>{description}</p>
          </div>
          <button type="button" aria-label={dismissLabel} css={closeCss} onClick={onDismiss}>
            <X size={20} aria-hidden="true" focusable="false" />
          </button>
        </div>
      )}
    </div>
  );
}
