// The page beside the form, at a phone's and a desktop's width: each frame is drawn at its real width
// and scaled down to fit, so the page lays out exactly as it would on that screen.
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { ui } from './text.ts';

const SIZES = [
  { width: 1280, height: 900, title: ui.previewDesktop, name: 'desktop' },
  { width: 375, height: 667, title: ui.previewPhone, name: 'phone' },
] as const;

export function Preview({ html, stale, pending }: { html: string | undefined; stale: boolean; pending: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(600);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setRoom(el.clientWidth));
    observer.observe(el);
    setRoom(el.clientWidth);
    return () => observer.disconnect();
  }, []);
  // Side by side when there is room for both at a readable size, else one above the other.
  const sideBySide = room >= 900;
  const phoneScale = sideBySide ? Math.min(1, (room * 0.3) / 375) : Math.min(0.6, room / 375);
  const desktopScale = sideBySide ? (room - 375 * phoneScale - 24) / 1280 : room / 1280;
  return (
    <section className="preview" aria-label={ui.previewTitle} ref={box}>
      <h2>{ui.previewTitle}</h2>
      {stale && <p className="stale" role="status">{ui.previewStale}</p>}
      {html === undefined ? (
        <p role="status">{pending ? ui.drawing : ui.noPreview}</p>
      ) : (
        <div className={`frames ${sideBySide ? 'row' : 'column'}`}>
          {SIZES.map((s) => {
            const scale = s.name === 'phone' ? phoneScale : Math.max(0.15, desktopScale);
            return (
              <div key={s.name} className={`frame ${s.name}`} style={{ width: s.width * scale, height: s.height * scale }}>
                <Frame html={html} title={s.title} name={s.name} style={{ width: s.width, height: s.height, transform: `scale(${scale})` }} />
              </div>
            );
          })}
        </div>
      )}
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
