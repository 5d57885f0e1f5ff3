// The studio: the owner's pages by name, with a search, and the tools; a page opens in its own screen (on a
// wide screen, beside the list). The address says what is open ("#file=…", "#tool=publish"), so the browser's
// Back button goes back to the list.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { home, listFiles, type FileInfo } from './api.ts';
import { Editor, type LeaveGuard } from './Editor.tsx';
import { LeaveDialog } from './LeaveDialog.tsx';
import { byName, findPages } from './find.ts';
import { ui } from './text.ts';
import { LaunchCheck, NewEntry, Photos, Publish } from './Tools.tsx';

const TOOLS = [
  ['new', ui.newTown],
  ['photos', ui.photos],
  ['launch', ui.launch],
  ['publish', ui.publish],
] as const;

const GROUPS = ['site', 'page', 'town', 'party'];

/** What the address shows: "file=pages/about.yaml" or "tool=publish"; nothing for the list. */
function openFromHash(): string | undefined {
  const hash = decodeURIComponent(location.hash.slice(1));
  return hash.startsWith('file=') || hash.startsWith('tool=') ? hash : undefined;
}

function PageList({ files, current, error }: { files: FileInfo[]; current: string | undefined; error: string | undefined }) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => findPages(files, query), [files, query]);
  const kinds = [...GROUPS, ...new Set(files.map((f) => f.kind).filter((k) => !GROUPS.includes(k)))];
  return (
    <nav className="files" aria-label={ui.files}>
      <p className="brand">{ui.studio}</p>
      <div className="find">
        <label htmlFor="find-page">{ui.find}</label>
        <input id="find-page" type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-describedby="find-help" autoComplete="off" />
        <p className="help" id="find-help">{ui.findHelp}</p>
      </div>
      {query && found.length === 0 && <p role="status">{ui.noneFound(query)}</p>}
      {kinds.map((kind) => {
        const list = byName(found.filter((f) => f.kind === kind));
        if (list.length === 0) return null;
        return (
          <div key={kind} className="group-list">
            <h2>{ui.groups[kind] ?? kind}</h2>
            <ul>
              {list.map((f) => (
                <li key={f.file}>
                  <a href={`#file=${encodeURIComponent(f.file)}`} aria-current={`file=${f.file}` === current ? 'page' : undefined}>
                    <span className="name">{f.name}</span>
                    {kind !== 'site' && <span className="kind"> · {ui.kinds[kind] ?? kind}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <div className="group-list">
        <h2>{ui.tools}</h2>
        <ul>
          {TOOLS.map(([id, label]) => (
            <li key={id}>
              <a href={`#tool=${id}`} aria-current={current === `tool=${id}` ? 'page' : undefined}>{label}</a>
            </li>
          ))}
        </ul>
      </div>
      {home && (
        <p className="home">
          <a href={home}>{ui.home}</a>
        </p>
      )}
      {error && <p className="error" role="alert">{error}</p>}
    </nav>
  );
}

/** A tool's screen, with the way back to the list. */
function ToolScreen({ children }: { children: ReactNode }) {
  return (
    <div className="tool-screen">
      <a className="back" href="#">← {ui.allPages}</a>
      {children}
    </div>
  );
}

export function App() {
  const [files, setFiles] = useState<FileInfo[]>([]);
  const [current, setCurrent] = useState<string | undefined>(openFromHash);
  const [error, setError] = useState<string>();
  const refresh = () => listFiles().then((a) => setFiles(a.files), (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  // The page open, while it has edits not saved: leaving it (a link, Publish, the Back button) asks first.
  const guard = useRef<LeaveGuard | null>(null);
  const shown = useRef(current);
  shown.current = current;
  const [leaving, setLeaving] = useState<{ to: string | undefined }>();
  useEffect(() => {
    void refresh();
    const onHash = () => {
      const to = openFromHash();
      if (to !== shown.current && guard.current?.dirty()) {
        // Stay on the page (the address back to it, without a new entry) until the owner says.
        history.replaceState(null, '', shown.current ? `#${shown.current}` : location.pathname + location.search);
        setLeaving({ to });
        return;
      }
      setCurrent(to);
    };
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const leave = (to: string | undefined) => {
    setLeaving(undefined);
    guard.current = null;
    location.hash = to ?? '';
    setCurrent(to);
  };
  // A page or tool opens at its top, its heading read out first; back at the list, the list's top.
  const main = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    scrollTo?.(0, 0);
    if (current) main.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
  }, [current]);
  const open = current?.startsWith('file=') ? current.slice(5) : undefined;
  return (
    <div className={`studio ${current ? 'has-open' : 'at-list'}`}>
      <PageList files={files} current={current} error={error} />
      <main className="main" ref={main}>
        {open !== undefined ? (
          <Editor key={current} file={open} info={files.find((f) => f.file === open)} files={files} onSaved={() => void refresh()} guard={guard} />
        ) : current === 'tool=new' ? (
          <ToolScreen><NewEntry onMade={(file) => void refresh().then(() => (location.hash = `file=${encodeURIComponent(file)}`))} /></ToolScreen>
        ) : current === 'tool=photos' ? (
          <ToolScreen><Photos /></ToolScreen>
        ) : current === 'tool=launch' ? (
          <ToolScreen><LaunchCheck files={files} /></ToolScreen>
        ) : current === 'tool=publish' ? (
          <ToolScreen><Publish /></ToolScreen>
        ) : (
          <p className="pick">{ui.pick}</p>
        )}
      </main>
      {leaving && (
        <LeaveDialog
          toPublish={leaving.to === 'tool=publish'}
          onSave={async () => ((await guard.current?.save()) ?? true) && leave(leaving.to)}
          onDiscard={() => leave(leaving.to)}
          onStay={() => setLeaving(undefined)}
        />
      )}
    </div>
  );
}
