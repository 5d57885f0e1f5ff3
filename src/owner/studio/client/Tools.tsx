// The tools beside the forms: a new town or party, photos, the launch check and publishing.
import { useEffect, useState, type FormEvent } from 'react';
import type { FieldProblem } from '../workspace.ts';
import { at, call, send } from './api.ts';
import { tools as t } from './text.ts';

function useAsync<T>(load: () => Promise<T>, deps: unknown[]): { value?: T; error?: string; reload: () => void } {
  const [state, setState] = useState<{ value?: T; error?: string }>({});
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    load().then((value) => live && setState({ value }), (e: unknown) => live && setState({ error: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [...deps, n]); // `load` is made anew each render; `deps` say when it changes.
  return { ...state, reload: () => setN((x) => x + 1) };
}

export function NewEntry({ onMade }: { onMade: (file: string) => void }) {
  const counties = useAsync(() => call<{ counties: string[] }>('/api/counties'), []);
  const [kind, setKind] = useState<'town' | 'party'>('town');
  const [error, setError] = useState<string>();
  const [next, setNext] = useState<string[]>([]);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    try {
      const made = await call<{ file: string; next: string[] }>('/api/new', { kind, name: form.get('name'), county: form.get('county') });
      setError(undefined);
      setNext(made.next);
      onMade(made.file);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <section className="tool" aria-labelledby="new-title">
      <h1 id="new-title">{t.newTitle}</h1>
      <p>{t.newIntro}</p>
      <form onSubmit={(e) => void submit(e)} className="fields">
        <fieldset className="group">
          <legend>{t.kind}</legend>
          <label><input type="radio" name="kind" checked={kind === 'town'} onChange={() => setKind('town')} /> {t.town}</label>
          <label><input type="radio" name="kind" checked={kind === 'party'} onChange={() => setKind('party')} /> {t.party}</label>
        </fieldset>
        <div className="field">
          <label htmlFor="new-name">{t.name}</label>
          <input id="new-name" name="name" type="text" required />
        </div>
        {kind === 'town' && (
          <div className="field">
            <label htmlFor="new-county">{t.county}</label>
            <select id="new-county" name="county" required>
              {counties.value?.counties.map((c) => <option key={c}>{c}</option>)}
            </select>
          </div>
        )}
        {/* A town needs its county, and the counties come from the site's settings: ready once they have. */}
        <button type="submit" className="primary" disabled={kind === 'town' && !counties.value}>{t.create}</button>
      </form>
      {error && <p className="error" role="alert">{error}</p>}
      {next.length > 0 && <ol>{next.map((line) => <li key={line}>{line}</li>)}</ol>}
    </section>
  );
}

export function Photos() {
  const list = useAsync(() => call<{ photos: string[] }>('/api/photos'), []);
  const [answer, setAnswer] = useState<{ src?: string; warnings?: string[]; error?: string }>();
  const upload = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setAnswer(await send<NonNullable<typeof answer>>('/api/photo', { method: 'POST', body: form }).catch((error: Error) => ({ error: error.message })));
    list.reload();
  };
  return (
    <section className="tool" aria-labelledby="photos-title">
      <h1 id="photos-title">{t.photosTitle}</h1>
      <form onSubmit={(e) => void upload(e)} className="fields">
        <div className="field">
          <label htmlFor="photo-file">{t.photoFile}</label>
          <input id="photo-file" name="file" type="file" accept=".jpg,.jpeg,.png,.webp" required />
        </div>
        <div className="field">
          <label htmlFor="photo-folder">{t.photoFolder}</label>
          <input id="photo-folder" name="folder" type="text" placeholder="towns" />
        </div>
        <button type="submit" className="primary">{t.upload}</button>
      </form>
      <div role="status">
        {answer?.error && <p className="error">{answer.error}</p>}
        {answer?.src && <p>{t.uploaded(answer.src)}</p>}
        {answer?.warnings?.map((w) => <p key={w} className="warning">{w}</p>)}
      </div>
      <h2>{t.inPublic}</h2>
      <ul>{list.value?.photos.map((p) => <li key={p}><code>{p}</code></li>)}</ul>
    </section>
  );
}

export function LaunchCheck() {
  const result = useAsync(() => call<{ blocked: boolean; findings: FieldProblem[]; environment: string[] }>('/api/launch'), []);
  const r = result.value;
  return (
    <section className="tool" aria-labelledby="launch-title">
      <h1 id="launch-title">{t.launchTitle}</h1>
      {result.error && <p className="error" role="alert">{result.error}</p>}
      {!r && !result.error && <p role="status">{t.checking}</p>}
      {r && r.blocked && <p className="error">{t.fixFirst}</p>}
      {r && !r.blocked && r.findings.length + r.environment.length === 0 && <p className="ok">{t.ready}</p>}
      {r && (
        <ul>
          {r.findings.map((f, i) => (
            <li key={i}><a href={`#file=${encodeURIComponent(f.file)}`}>{f.file}:{f.line}</a> {f.message}{f.hint && ` ${f.hint}`}</li>
          ))}
          {r.environment.map((line) => <li key={line}>{t.serverEnv} {line}</li>)}
        </ul>
      )}
    </section>
  );
}

interface Change {
  file: string;
  status: string;
  details: string[];
}

export function Publish() {
  const changes = useAsync(() => call<{ git: boolean; changes: Change[]; unsent: number }>('/api/changes'), []);
  const [message, setMessage] = useState('');
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const publish = async (e?: FormEvent) => {
    e?.preventDefault();
    try {
      const r = await call<{ commit: string; pushed: boolean; pushError?: string; files: string[] }>('/api/publish', { message });
      setDone(t.published(r.files.length, r.commit, r.pushed));
      setError(r.pushError);
      changes.reload();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const list = changes.value?.changes ?? [];
  return (
    <section className="tool" aria-labelledby="publish-title">
      <h1 id="publish-title">{t.publishTitle}</h1>
      {changes.error && <p className="error" role="alert">{changes.error}</p>}
      {changes.value && !changes.value.git && <p>{t.noGit}</p>}
      {changes.value?.git && list.length === 0 && (changes.value.unsent > 0 ? (
        <p>
          {t.unsent(changes.value.unsent)}{' '}
          <button type="button" className="primary" onClick={() => void publish()}>{t.sendNow}</button>
        </p>
      ) : <p>{t.noChanges}</p>)}
      <ul className="changes">
        {list.map((c) => (
          <li key={c.file}>
            <strong>{c.file}</strong> ({t.status[c.status] ?? c.status}) <a href={at(`/api/download?file=${encodeURIComponent(c.file)}`)} download>{t.download}</a>
            {c.details.length > 0 && <ul>{c.details.map((d) => <li key={d}>{d}</li>)}</ul>}
          </li>
        ))}
      </ul>
      {changes.value?.git && list.length > 0 && (
        <form onSubmit={(e) => void publish(e)} className="fields">
          <div className="field">
            <label htmlFor="publish-message">{t.message}</label>
            <input id="publish-message" type="text" required value={message} onChange={(e) => setMessage(e.target.value)} />
          </div>
          <button type="submit" className="primary">{t.publishButton}</button>
        </form>
      )}
      <div role="status">{done}</div>
      {error && <p className="error" role="alert">{error}</p>}
    </section>
  );
}
