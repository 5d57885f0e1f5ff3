// One page open in the form: its data, the edits since it was saved, the validator's problems for the
// draft, and the preview, checked again shortly after each pause in typing. Save and Preview stay in reach
// in a bar at the bottom of the screen.
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { applyOp, pathKey, type EditOp } from '../ops.ts';
import { ApiError, call, checkDraft, listPhotos, openFile, saveFile, type FileInfo, type OpenedFile, type Photo, type Problem } from './api.ts';
import { Field, Problems } from './Form.tsx';
import { Preview } from './Preview.tsx';
import { ui } from './text.ts';

/** How long after the last key stroke the draft is checked: short, so the preview follows the typing. */
const PAUSE_MS = 80;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** What the studio asks of the page open before it leaves it: whether it has unsaved edits, and to save them. */
export interface LeaveGuard {
  dirty(): boolean;
  /** Saves the edits; true once they are saved (false: a problem to see, which the page now shows). */
  save(): Promise<boolean>;
}

export function Editor({ file, info, files = [], onSaved, guard }: { file: string; info?: FileInfo | undefined; files?: FileInfo[]; onSaved: () => void; guard?: { current: LeaveGuard | null } }) {
  const [opened, setOpened] = useState<OpenedFile>();
  // The site's photos, offered by every picture field; asked again when the page opens (a photo added since shows).
  const [photos, setPhotos] = useState<Photo[]>([]);
  useEffect(() => {
    listPhotos().then((r) => setPhotos(r.photos), () => setPhotos([]));
  }, [file]);
  const [error, setError] = useState<string>();
  const [data, setData] = useState<unknown>();
  const [ops, setOps] = useState<EditOp[]>([]);
  // The edits as they are now, for a save that ends after more were typed.
  const opsNow = useRef<EditOp[]>([]);
  opsNow.current = ops;
  // The page as last saved, and as it is now: edits that end where they started leave nothing unsaved.
  const savedData = useRef<string>(undefined);
  const dataNow = useRef<unknown>(undefined);
  dataNow.current = data;
  const [problems, setProblems] = useState<Problem[]>([]);
  const [preview, setPreview] = useState<string>();
  const [stale, setStale] = useState(false);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [showPreview, setShowPreview] = useState(false);
  const sequence = useRef(0);
  // The other pages' problems of the last check shown, and their version: a check that finds them as they
  // were leaves them out of its answer.
  const otherPages = useRef<{ version: string; problems: Problem[] }>(undefined);

  const check = useCallback(async (o: OpenedFile, list: EditOp[]) => {
    const n = ++sequence.current;
    setChecking(true);
    try {
      const held = otherPages.current;
      const answer = await checkDraft(o.file, o.base, list, held?.version);
      if (n !== sequence.current) return;
      const all = answer.elsewhereAsBefore && held ? [...answer.problems, ...held.problems] : answer.problems;
      otherPages.current = { version: answer.elsewhere, problems: all.filter((p) => p.file !== o.file) };
      setProblems(all);
      if (answer.preview !== undefined) setPreview(answer.preview);
      setStale(answer.preview === undefined && answer.blocking);
    } catch (e) {
      if (n === sequence.current) setError(messageOf(e));
    } finally {
      if (n === sequence.current) setChecking(false);
    }
  }, []);

  useEffect(() => {
    let live = true;
    setOpened(undefined);
    setPreview(undefined);
    setProblems([]);
    setOps([]);
    setError(undefined);
    setStatus('');
    openFile(file).then(
      (o) => {
        if (!live) return;
        setOpened(o);
        setData(o.data);
        savedData.current = JSON.stringify(o.data);
        void check(o, []);
      },
      (e: unknown) => live && setError(e instanceof Error ? e.message : ui.loadFailed),
    );
    return () => {
      live = false;
    };
  }, [file, check]);

  // The draft is checked once typing pauses.
  useEffect(() => {
    if (!opened || ops.length === 0) return;
    const timer = setTimeout(() => void check(opened, ops), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [ops, opened, check]);

  const edit = useCallback((op: EditOp) => {
    setData((d: unknown) => applyOp(d, op));
    setOps((list) => [...list, op]);
    setStatus('');
  }, []);

  const names = useMemo(() => new Map(files.map((f) => [f.file, f.name])), [files]);
  const [signIn, setSignIn] = useState<string>();
  const failed = (e: unknown) => {
    setError(messageOf(e));
    setSignIn(e instanceof ApiError ? e.signIn : undefined);
  };

  const save = async (confirm: boolean): Promise<boolean> => {
    if (!opened || saving) return false;
    // The edits sent; any typed while the save is on its way stay, to be saved next.
    const sent = ops;
    setSaving(true);
    try {
      const answer = await saveFile(opened.file, opened.base, sent, confirm);
      if (answer.needsConfirm) {
        setProblems(answer.problems ?? []);
        setConfirming(true);
        return false;
      }
      setConfirming(false);
      setError(undefined);
      // A check still on its way was made on the text before the save: its answer no longer applies.
      sequence.current++;
      setChecking(false);
      const rest = opsNow.current.slice(sent.length);
      setOps(rest);
      const saved = answer.source !== undefined && answer.base !== undefined ? { ...opened, source: answer.source, base: answer.base } : opened;
      setOpened(saved);
      if (rest.length === 0) savedData.current = JSON.stringify(dataNow.current);
      // The edits left apply on top of the saved text: checked (and previewed) on it.
      void check(saved, rest);
      setStatus(rest.length > 0 ? '' : answer.written ? ui.saved : ui.nothingToSave);
      if (answer.written) onSaved();
      return rest.length === 0;
    } catch (e) {
      failed(e);
      return false;
    } finally {
      setSaving(false);
    }
  };
  // The latest save, for the studio's question before leaving (it may be asked after more typing).
  const saveNow = useRef(save);
  saveNow.current = save;
  useEffect(() => {
    if (!guard) return;
    guard.current = { dirty: () => opsNow.current.length > 0 && JSON.stringify(dataNow.current) !== savedData.current, save: () => saveNow.current(false) };
    return () => {
      guard.current = null;
    };
  }, [guard]);
  // Closing the tab or reloading with unsaved edits: the browser asks.
  useEffect(() => {
    const ask = (e: BeforeUnloadEvent) => {
      if (opsNow.current.length > 0 && JSON.stringify(dataNow.current) !== savedData.current) e.preventDefault();
    };
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, []);

  /** A known fix: on this page, made as edits (as if typed); on another page, saved there, then this draft checked again. */
  const fix = async (p: Problem) => {
    const change = p.fix;
    if (!change) return;
    if (change.file === file) {
      change.ops.forEach(edit);
      return;
    }
    try {
      await call('/api/save', { file: change.file, base: change.base, ops: change.ops, confirm: false });
      onSaved();
      if (opened) await check(opened, opsNow.current);
    } catch (e) {
      failed(e);
    }
  };

  const byField = useMemo(() => {
    const map = new Map<string, Problem[]>();
    for (const p of problems.filter((p) => p.file === file)) map.set(pathKey(p.path), [...(map.get(pathKey(p.path)) ?? []), p]);
    return map;
  }, [problems, file]);

  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  const elsewhere = problems.filter((p) => p.file !== file);
  const dirty = ops.length > 0;
  const name = info?.name ?? '';
  const kind = info && info.kind !== 'site' ? ui.kinds[info.kind] : undefined;
  const problemCtx = { fix: (p: Problem) => void fix(p) };
  // The fix of the latest render, behind a function that stays the same: the other pages' list is drawn again
  // only when its problems change.
  const fixNow = useRef(fix);
  useLayoutEffect(() => {
    fixNow.current = fix;
  });
  const onFix = useCallback((p: Problem) => void fixNow.current(p), []);

  return (
    <div className="editor">
      <section className="form-pane" aria-labelledby="file-title">
        <header className="file-head">
          <a className="back" href="#">← {ui.allPages}</a>
          <h1 id="file-title" tabIndex={-1}>
            {name}
            {kind && <span className="kind"> · {kind}</span>}
          </h1>
          {confirming && (
            <div className="confirm" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
              <h2 id="confirm-title">{ui.blockingTitle}</h2>
              <p id="confirm-text">{ui.blockingText}</p>
              <button type="button" className="danger" onClick={() => void save(true)}>{ui.saveAnyway}</button>
              <button type="button" onClick={() => setConfirming(false)}>{ui.cancel}</button>
            </div>
          )}
          <p className={`summary ${errors.length ? 'has-errors' : ''}`} aria-live="polite">
            {errors.length ? ui.problems(errors.length) : ui.allGood}
            {warnings.length > 0 && ` · ${ui.warnings(warnings.length)}`}
          </p>
          <OtherPages list={elsewhere} names={names} onFix={onFix} />
          <Problems list={byField.get('')} id="page-problems" ctx={problemCtx} />
        </header>
        {error && (
          <p className="error" role="alert">
            {error}
            {signIn && <> <a href={signIn} target="_blank" rel="noopener">{ui.signIn}</a></>}
          </p>
        )}
        {opened && opened.data === null && <p className="error">{ui.notYaml}</p>}
        {opened && opened.schema && opened.data !== null && (
          <form className="fields" onSubmit={(e) => { e.preventDefault(); void save(false); }}>
            <Field ctx={{ edit, problems: byField, fix: problemCtx.fix, photos, photoList: 'studio-photos' }} schema={opened.schema} value={data} path={[]} label={name} required />
            <datalist id="studio-photos">{photos.map((p) => <option key={p.src} value={p.src} />)}</datalist>
          </form>
        )}
        <div className="action-bar">
          <button type="button" className="primary" onClick={() => void save(false)} disabled={!opened || saving}>{saving ? ui.saving : ui.save}</button>
          <button type="button" className="show-preview" aria-haspopup="dialog" onClick={() => setShowPreview(true)}>{ui.showPreview}</button>
          {/* On a phone the list (and its tools) is another screen: Publish is one tap from here too. */}
          <a className="to-publish" href="#tool=publish">{ui.publish}</a>
          <span role="status" className="status">{status || (saving ? ui.saving : checking ? ui.checking : dirty ? ui.unsaved : '')}</span>
        </div>
      </section>
      <Preview html={preview} stale={stale} pending={checking || !opened} open={showPreview} onClose={() => setShowPreview(false)} />
    </div>
  );
}

const sameList = (a: readonly Problem[], b: readonly Problem[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * The problems of the other pages, each with the page's name and its fix's button. Drawn again only when they
 * change: with a thousand towns, their warnings are a long list that typing on this page does not change.
 */
const OtherPages = memo(
  function OtherPages({ list, names, onFix }: { list: readonly Problem[]; names: ReadonlyMap<string, string>; onFix: (p: Problem) => void }) {
    if (list.length === 0) return null;
    return (
      <details className="elsewhere" open={list.some((p) => p.fix) || undefined}>
        <summary>{ui.otherFiles} ({list.length})</summary>
        <ul>
          {list.map((p, i) => {
            const page = names.get(p.file) ?? '';
            return (
              <li key={i} className={p.severity}>
                <strong>{[page, p.where].filter(Boolean).join(' › ')}:</strong> {p.message}
                {p.hint && ` ${p.hint}`}
                {p.fix && <button type="button" className="fix" onClick={() => onFix(p)}>{p.fix.label}</button>}
              </li>
            );
          })}
        </ul>
      </details>
    );
  },
  (a, b) => a.names === b.names && a.onFix === b.onFix && sameList(a.list, b.list),
);
