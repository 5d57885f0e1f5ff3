// The studio: the content files on the left, the open file's form and its page on the right.
import { useEffect, useState } from 'react';
import { listFiles, type FileInfo } from './api.ts';
import { Editor } from './Editor.tsx';
import { ui } from './text.ts';

const GROUPS = ['site', 'page', 'town', 'party'];

function fileFromHash(): string | undefined {
  const hash = decodeURIComponent(location.hash.slice(1));
  return hash.startsWith('file=') ? hash.slice(5) : undefined;
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
                    <a href={`#file=${encodeURIComponent(f.file)}`} aria-current={f.file === current ? 'page' : undefined}>
                      {f.route ?? f.file}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        {error && <p className="error" role="alert">{error}</p>}
      </nav>
      <main className="main">
        {current ? <Editor key={current} file={current} onSaved={() => void refresh()} /> : <h1 className="pick">{ui.pick}</h1>}
      </main>
    </div>
  );
}
