// The page as visitors will see it. On a wide screen it stays beside the form, at a phone's and a computer's
// width; on a phone it opens over the form, full screen, at one size at a time. Each frame is drawn at its
// real width and scaled down to fit, so the page lays out exactly as it would on that screen.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';
import { ui } from './text.ts';

const SIZES = [
  { width: 1280, height: 900, title: ui.previewDesktop, name: 'desktop', label: ui.desktop },
  { width: 375, height: 667, title: ui.previewPhone, name: 'phone', label: ui.phone },
] as const;

type Size = (typeof SIZES)[number]['name'];

/** Whether the screen is wide enough for the form and the preview side by side (as in studio.css). */
const WIDE = '(min-width: 1000px)';
const wideNow = () => typeof matchMedia === 'function' && matchMedia(WIDE).matches;
const onWide = (then: () => void) => {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(WIDE);
  query.addEventListener?.('change', then);
  return () => query.removeEventListener?.('change', then);
};
export const useWide = (): boolean => useSyncExternalStore(onWide, wideNow, () => false);

function useRoom(el: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [room, setRoom] = useState({ width: 600, height: 600 });
  useLayoutEffect(() => {
    const box = el.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => box.clientWidth > 0 && setRoom({ width: box.clientWidth, height: box.clientHeight });
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    measure();
    return () => observer.disconnect();
  }, [el]);
  return room;
}

export function Preview({ html, stale, pending, open, onClose }: { html: string | undefined; stale: boolean; pending: boolean; open: boolean; onClose: () => void }) {
  const wide = useWide();
  const overlay = open && !wide;
  const [size, setSize] = useState<Size>('phone');
  const box = useRef<HTMLDivElement>(null);
  const room = useRoom(box);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!overlay) return;
    const back = document.activeElement as HTMLElement | null;
    close.current?.focus();
    document.documentElement.classList.add('preview-open');
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('preview-open');
      back?.focus();
    };
  }, [overlay, onClose]);

  // Beside the form: both sizes, side by side when there is room for both at a readable size, else one above the other.
  const sideBySide = room.width >= 900;
  const scaleOf = (name: Size): number => {
    if (overlay) return name === 'phone' ? Math.min(1, room.width / 375) : room.width / 1280;
    if (name === 'phone') return sideBySide ? Math.min(1, (room.width * 0.3) / 375) : Math.min(0.6, room.width / 375);
    return Math.max(0.15, sideBySide ? (room.width - 375 * Math.min(1, (room.width * 0.3) / 375) - 24) / 1280 : room.width / 1280);
  };
  return (
    <section
      className={`preview ${overlay ? 'open' : ''}`}
      aria-labelledby="preview-title"
      role={overlay ? 'dialog' : undefined}
      aria-modal={overlay || undefined}
    >
      <div className="preview-bar">
        <h2 id="preview-title">{ui.previewTitle}</h2>
        {overlay && (
          <>
            <div className="sizes" role="group" aria-label={ui.previewSize}>
              {SIZES.map((s) => (
                <button key={s.name} type="button" aria-pressed={size === s.name} onClick={() => setSize(s.name)}>{s.label}</button>
              ))}
            </div>
            <button type="button" ref={close} className="close" onClick={onClose}>{ui.close}</button>
          </>
        )}
      </div>
      {stale && <p className="stale" role="status">{ui.previewStale}</p>}
      <div className={`frames ${overlay ? 'single' : sideBySide ? 'row' : 'column'}`} ref={box}>
        {html === undefined ? (
          <p role="status">{pending ? ui.drawing : ui.noPreview}</p>
        ) : (
          SIZES.map((s) => {
            const scale = scaleOf(s.name);
            // Over the form, a frame fills the screen's height: the page is seen as far down as fits.
            const height = overlay ? Math.max(s.height, room.height / scale) : s.height;
            return (
              <div key={s.name} className={`frame ${s.name}`} hidden={overlay && size !== s.name} style={{ width: s.width * scale, height: height * scale }}>
                <Frame html={html} title={s.title} name={s.name} style={{ width: s.width, height, transform: `scale(${scale})` }} />
              </div>
            );
          })
        )}
      </div>
    </section>
  );
}

/**
 * One preview frame. The first page is loaded as the frame's srcdoc; each one after it is written into the
 * loaded document in place (no new navigation, so it shows about 100 ms sooner), at the same scroll position, so
 * the part of the page the owner is looking at stays in view. The frame runs no script either way (sandbox).
 */
function Frame({ html, title, name, style }: { html: string; title: string; name: string; style: CSSProperties }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [initial] = useState(html);
  /** The page the frame holds or is loading. */
  const loaded = useRef(html);
  useEffect(() => {
    const el = frame.current;
    const doc = el?.contentDocument;
    if (!el || !doc || html === loaded.current) return;
    loaded.current = html;
    if (doc.readyState !== 'complete' || doc.URL === 'about:blank') {
      // Still loading its first page: load this one instead.
      el.srcdoc = html;
      return;
    }
    const top = doc.scrollingElement?.scrollTop ?? 0;
    doc.open();
    doc.write(html);
    doc.close();
    doc.scrollingElement?.scrollTo(0, top);
  }, [html]);
  return <iframe ref={frame} title={title} data-preview={name} srcDoc={initial} sandbox="allow-same-origin" style={style} />;
}
