// The studio: the content files on the left, the open file's form and its page on the right.
import { useEffect, useState } from 'react';
import { home, listFiles, type FileInfo } from './api.ts';
import { Editor } from './Editor.tsx';
import { ui } from './text.ts';
import { LaunchCheck, NewEntry, Photos, Publish } from './Tools.tsx';

const TOOLS = [
  ['new', ui.newTown],
  ['photos', ui.photos],
  ['launch', ui.launch],
  ['publish', ui.publish],
] as const;

const GROUPS = ['site', 'page', 'town', 'party'];

/** What the address shows: "#file=pages/about.yaml" or "#tool=publish". */
function fileFromHash(): string | undefined {
  const hash = decodeURIComponent(location.hash.slice(1));
  return hash.startsWith('file=') || hash.startsWith('tool=') ? hash : undefined;
}

export function App() {
  const [files, setFiles] = useState<FileInfo[]>([]);
  const [current, setCurrent] = useState<string | undefined>(fileFromHash);
  const [error, setError] = useState<string>();
  const refresh = () => listFiles().then((a) => setFiles(a.files), (e: unknown) => setError(String(e)));
  useEffect(() => {
    void refresh();
    const onHash = () => setCurrent(fileFromHash());
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const kinds = [...GROUPS, ...new Set(files.map((f) => f.kind).filter((k) => !GROUPS.includes(k)))];
  return (
    <div className="studio">
      <nav className="files" aria-label={ui.files}>
        <p className="brand">{ui.studio}</p>
        {kinds.map((kind) => {
          const list = files.filter((f) => f.kind === kind);
          if (list.length === 0) return null;
          return (
            <div key={kind} className="group-list">
              <h2>{ui.groups[kind] ?? kind}</h2>
              <ul>
                {list.map((f) => (
                  <li key={f.file}>
                    <a href={`#file=${encodeURIComponent(f.file)}`} aria-current={`file=${f.file}` === current ? 'page' : undefined}>
                      {f.route ?? f.file}
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
      <main className="main">
        {current?.startsWith('file=') ? (
          <Editor key={current} file={current.slice(5)} onSaved={() => void refresh()} />
        ) : current === 'tool=new' ? (
          <NewEntry onMade={(file) => void refresh().then(() => (location.hash = `file=${encodeURIComponent(file)}`))} />
        ) : current === 'tool=photos' ? (
          <Photos />
        ) : current === 'tool=launch' ? (
          <LaunchCheck />
        ) : current === 'tool=publish' ? (
          <Publish />
        ) : (
          <h1 className="pick">{ui.pick}</h1>
        )}
      </main>
    </div>
  );
}
