// The tools beside the pages: a new town or party, photos, the launch check and publishing.
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, at, call, listPhotos, send, type Changes, type FileInfo, type LiveState, type Problem, type Published } from './api.ts';
import { PhotoGrid } from './PhotoGrid.tsx';
import { tools as t } from './text.ts';

// The server's answers are in the owner's words already: shown as they come.
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

function useAsync<T>(load: () => Promise<T>, deps: unknown[]): { value?: T; error?: string; reload: () => void } {
  const [state, setState] = useState<{ value?: T; error?: string }>({});
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    load().then((value) => live && setState({ value }), (e: unknown) => live && setState({ error: messageOf(e) }));
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
      setError(messageOf(err));
    }
  };
  return (
    <section className="tool" aria-labelledby="new-title">
      <h1 id="new-title" tabIndex={-1}>{t.newTitle}</h1>
      <p>{t.newIntro}</p>
      <form onSubmit={(e) => void submit(e)} className="fields">
        <fieldset className="group">
          <legend>{t.kind}</legend>
          <label className="choice"><input type="radio" name="kind" checked={kind === 'town'} onChange={() => setKind('town')} /> {t.town}</label>
          <label className="choice"><input type="radio" name="kind" checked={kind === 'party'} onChange={() => setKind('party')} /> {t.party}</label>
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
  const list = useAsync(listPhotos, []);
  const [answer, setAnswer] = useState<{ src?: string; warnings?: string[]; error?: string }>();
  const upload = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setAnswer(await send<NonNullable<typeof answer>>('/api/photo', { method: 'POST', body: form }).catch((error: Error) => ({ error: messageOf(error) })));
    list.reload();
  };
  return (
    <section className="tool" aria-labelledby="photos-title">
      <h1 id="photos-title" tabIndex={-1}>{t.photosTitle}</h1>
      <form onSubmit={(e) => void upload(e)} className="fields">
        <div className="field">
          <label htmlFor="photo-file">{t.photoFile}</label>
          <input id="photo-file" name="file" type="file" accept=".jpg,.jpeg,.png,.webp" required />
        </div>
        <div className="field">
          <label htmlFor="photo-folder">{t.photoFolder}</label>
          <p className="help" id="photo-folder-help">{t.photoFolderHelp}</p>
          <input id="photo-folder" name="folder" type="text" aria-describedby="photo-folder-help" />
        </div>
        <button type="submit" className="primary">{t.upload}</button>
      </form>
      <div role="status">
        {answer?.error && <p className="error">{answer.error}</p>}
        {answer?.src && (
          <p className="ok added">
            <img src={at(answer.src)} alt="" width={96} height={64} /> {t.uploaded}
          </p>
        )}
        {answer?.warnings?.map((w) => <p key={w} className="warning">{w}</p>)}
      </div>
      <h2>{t.yourPhotos}</h2>
      {list.error && <p className="error">{list.error}</p>}
      {list.value && <PhotoGrid photos={list.value.photos} />}
    </section>
  );
}

export function LaunchCheck({ files = [] }: { files?: FileInfo[] }) {
  const result = useAsync(() => call<{ blocked: boolean; findings: Problem[]; environment: string[] }>('/api/launch'), []);
  const r = result.value;
  const names = new Map(files.map((f) => [f.file, f.name]));
  return (
    <section className="tool" aria-labelledby="launch-title">
      <h1 id="launch-title" tabIndex={-1}>{t.launchTitle}</h1>
      {result.error && <p className="error" role="alert">{result.error}</p>}
      {!r && !result.error && <p role="status">{t.checking}</p>}
      {r && r.blocked && <p className="error">{t.fixFirst}</p>}
      {r && !r.blocked && r.findings.length + r.environment.length === 0 && <p className="ok">{t.ready}</p>}
      {r && (
        <ul className="findings">
          {r.findings.map((f, i) => (
            <li key={i}>
              <a href={`#file=${encodeURIComponent(f.file)}`}>{[names.get(f.file) ?? t.aPage, f.where].filter(Boolean).join(' › ')}</a>: {f.message}
              {f.hint && ` ${f.hint}`}
            </li>
          ))}
          {r.environment.map((line) => <li key={line}>{t.serverEnv} {line}</li>)}
        </ul>
      )}
    </section>
  );
}

/**
 * While the site is being made again after a publish, what it is doing, asked every second. A state the
 * screen did not start is shown only while it builds: an older "Live now" speaks for an older publish.
 */
function useLive(initial: LiveState | null | undefined, done: () => void): [LiveState | null, (live: LiveState | null) => void] {
  const [live, setLive] = useState<LiveState | null>(null);
  useEffect(() => {
    if (initial?.state === 'building') setLive(initial);
  }, [initial]);
  const building = live?.state === 'building';
  useEffect(() => {
    if (!building) return;
    let stop = false;
    const timer = setInterval(() => {
      call<{ live: LiveState | null }>('/api/live').then(
        (r) => {
          if (stop) return;
          setLive(r.live);
          if (r.live?.state !== 'building') done();
        },
        () => undefined,
      );
    }, 1000);
    return () => {
      stop = true;
      clearInterval(timer);
    };
    // `done` reloads the list of changes; it is the same each time in effect.
  }, [building]);
  return [live, setLive];
}

/** A question with two answers, in place of the button that asked it. */
function Ask({ text, yes, no, onYes, onNo }: { text: string; yes: string; no: string; onYes: () => void; onNo: () => void }) {
  return (
    <div className="ask" role="group" aria-label={text}>
      <p>{text}</p>
      <button type="button" className="danger" onClick={onYes}>{yes}</button> <button type="button" onClick={onNo}>{no}</button>
    </div>
  );
}

/** The pages a publish (or its undo) changed, to open on the live site. */
function LivePages({ live, intro }: { live: LiveState; intro: string }) {
  if (live.pages.length === 0) return null;
  return (
    <>
      <p>{intro}</p>
      <ul className="live-pages">
        {live.pages.map((p) => <li key={p.href}><a href={p.href} target="_blank" rel="noopener">{p.title}</a></li>)}
      </ul>
    </>
  );
}

/** Publishing: one current state at a time, from "what changed" to "live now". */
export function Publish() {
  const changes = useAsync(() => call<Changes>('/api/changes'), []);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<'publishing' | 'undoing'>();
  const [result, setResult] = useState<Published>();
  const [error, setError] = useState<string>();
  // The pages a refused publish names, each to open.
  const [errorPages, setErrorPages] = useState<ApiError['pages']>();
  const [asking, setAsking] = useState<string>();
  const [said, setSaid] = useState<string>();
  const [live, setLive] = useLive(changes.value?.live, changes.reload);

  const go = async (path: '/api/publish' | '/api/undo', body: object, doing: 'publishing' | 'undoing') => {
    setBusy(doing);
    setError(undefined);
    setErrorPages(undefined);
    setAsking(undefined);
    setSaid(undefined);
    try {
      const r = await call<Published>(path, body);
      setResult(r);
      setLive(r.live);
      if (doing === 'publishing') setMessage('');
      changes.reload();
    } catch (err) {
      setError(messageOf(err));
      setErrorPages(err instanceof ApiError ? err.pages : undefined);
    } finally {
      setBusy(undefined);
    }
  };
  const publish = (e?: FormEvent) => {
    e?.preventDefault();
    void go('/api/publish', { message }, 'publishing');
  };
  const discard = async (file: string) => {
    setAsking(undefined);
    try {
      const r = await call<{ discarded: string }>('/api/discard', { file });
      setSaid(t.discarded(r.discarded));
    } catch (err) {
      setError(messageOf(err));
    }
    changes.reload();
  };

  const c = changes.value;
  const list = c?.changes ?? [];
  const undoing = live?.kind === 'undo';
  let body;
  if (busy) body = <p role="status" className="working">{busy === 'undoing' ? t.undoing : t.publishing}</p>;
  else if (!c) body = changes.error ? <p className="error" role="alert">{changes.error}</p> : <p role="status">{t.loading}</p>;
  else if (live?.state === 'building') body = <p role="status" className="working">{undoing ? t.undoBuilding : t.building}</p>;
  else if (list.length > 0) {
    body = (
      <>
        {!c.git && <p>{t.noGit}</p>}
        {c.git && <p>{t.drafts}</p>}
        <ul className="changes">
          {list.map((change) => (
            <li key={change.file}>
              <strong>{change.title}</strong> <span className="change-status">({t.status[change.status] ?? change.status})</span>
              {!c.git && <> <a href={at(`/api/download?file=${encodeURIComponent(change.file)}`)} download>{t.download}</a></>}
              {change.details.length > 0 && <ul>{change.details.map((d) => <li key={d}>{d}</li>)}</ul>}
              {c.git &&
                (asking === change.file ? (
                  <Ask text={t.discardAsk(change.title)} yes={t.discardYes} no={t.keep} onYes={() => void discard(change.file)} onNo={() => setAsking(undefined)} />
                ) : (
                  <button type="button" className="quiet" onClick={() => setAsking(change.file)} aria-label={`${t.discard}: ${change.title}`}>{t.discard}</button>
                ))}
            </li>
          ))}
        </ul>
        {c.git && (
          <form onSubmit={publish} className="fields">
            <div className="field">
              <label htmlFor="publish-message">{t.message}</label>
              <p className="help" id="publish-message-help">{t.messageHelp}</p>
              <input id="publish-message" type="text" required value={message} onChange={(e) => setMessage(e.target.value)} aria-describedby="publish-message-help" />
            </div>
            <button type="submit" className="primary">{t.publishButton}</button>
          </form>
        )}
      </>
    );
  } else if (live?.state === 'failed') {
    body = (
      <div role="status" className="failed">
        <p className="error">{t.failed}</p>
        {live.reason && <p>{live.reason}</p>}
        <p>{t.unchanged}</p>
        {c.notLive && <button type="button" className="primary" onClick={() => publish()}>{t.publishAgain}</button>}
      </div>
    );
  } else if (live?.state === 'live') {
    body = (
      <div role="status" className="live">
        <p className="ok big">{undoing ? t.undone : t.live}</p>
        <LivePages live={live} intro={undoing ? t.undoneIntro : t.liveIntro} />
        {c.undo &&
          (asking === 'undo' ? (
            <Ask text={t.undoAsk} yes={t.undoYes} no={t.keep} onYes={() => void go('/api/undo', {}, 'undoing')} onNo={() => setAsking(undefined)} />
          ) : (
            <button type="button" onClick={() => setAsking('undo')}>{t.undo}</button>
          ))}
      </div>
    );
  } else if (result && result.live === null) {
    body = <p role="status" className="ok">{result.next || t.sentElsewhere}</p>;
  } else if (c.notLive) {
    body = (
      <p>
        {t.notLive} <button type="button" className="primary" onClick={() => publish()}>{t.publishAgain}</button>
      </p>
    );
  } else if (c.unsent > 0) {
    body = (
      <p>
        {t.unsent(c.unsent)} <button type="button" className="primary" onClick={() => publish()}>{t.sendNow}</button>
      </p>
    );
  } else body = <p role="status">{t.noChanges}</p>;

  return (
    <section className="tool" aria-labelledby="publish-title">
      <h1 id="publish-title" tabIndex={-1}>{t.publishTitle}</h1>
      {said && !busy && <p role="status" className="ok">{said}</p>}
      {body}
      {result?.pushError && !busy && <p className="warning">{result.pushError}</p>}
      {error && (
        <div className="error" role="alert">
          <p>{error}</p>
          {errorPages && errorPages.length > 0 && (
            <ul className="blocked-pages">
              {errorPages.map((p) => <li key={p.file}><a href={`#file=${encodeURIComponent(p.file)}`}>{p.title}</a></li>)}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
