// One file open in the form: its data, the edits since it was saved, the validator's problems for the
// draft, and the preview, checked again shortly after each pause in typing.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyOp, pathKey, type EditOp } from '../ops.ts';
import type { FieldProblem } from '../workspace.ts';
import { call, checkDraft, openFile, saveFile, type OpenedFile } from './api.ts';
import { Field } from './Form.tsx';
import { Preview } from './Preview.tsx';
import { ui } from './text.ts';

/** How long after the last key stroke the draft is checked: short, so the preview follows the typing. */
const PAUSE_MS = 80;

export function Editor({ file, onSaved }: { file: string; onSaved: () => void }) {
  const [opened, setOpened] = useState<OpenedFile>();
  // The pictures of public/images, offered by every picture field (a photo uploaded since shows on the next file opened).
  const [photos, setPhotos] = useState<string[]>([]);
  useEffect(() => {
    call<{ photos: string[] }>('/api/photos').then((r) => setPhotos(r.photos), () => setPhotos([]));
  }, [file]);
  const [error, setError] = useState<string>();
  const [data, setData] = useState<unknown>();
  const [ops, setOps] = useState<EditOp[]>([]);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [preview, setPreview] = useState<string>();
  const [stale, setStale] = useState(false);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);
  const sequence = useRef(0);

  const check = useCallback(async (o: OpenedFile, list: EditOp[]) => {
    const n = ++sequence.current;
    setChecking(true);
    try {
      const answer = await checkDraft(o.file, o.base, list);
      if (n !== sequence.current) return;
      setProblems(answer.problems);
      if (answer.preview !== undefined) setPreview(answer.preview);
      setStale(answer.preview === undefined && answer.blocking);
    } catch (e) {
      if (n === sequence.current) setError(e instanceof Error ? e.message : String(e));
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

  const byField = useMemo(() => {
    const map = new Map<string, FieldProblem[]>();
    for (const p of problems.filter((p) => p.file === file)) map.set(pathKey(p.path), [...(map.get(pathKey(p.path)) ?? []), p]);
    return map;
  }, [problems, file]);

  const save = async (confirm: boolean) => {
    if (!opened) return;
    try {
      const answer = await saveFile(opened.file, opened.base, ops, confirm);
      if (answer.needsConfirm) {
        setProblems(answer.problems ?? []);
        setConfirming(true);
        return;
      }
      setConfirming(false);
      // A check still on its way was made on the text before the save: its answer no longer applies.
      sequence.current++;
      setChecking(false);
      if (answer.source !== undefined && answer.base !== undefined) {
        const saved = { ...opened, source: answer.source, base: answer.base };
        setOpened(saved);
        void check(saved, []);
      }
      setOps([]);
      setStatus(answer.written ? ui.saved : ui.nothingToSave);
      if (answer.written) onSaved();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  const elsewhere = problems.filter((p) => p.file !== file);
  const dirty = ops.length > 0;

  return (
    <div className="editor">
      <section className="form-pane" aria-labelledby="file-title">
        <header className="file-head">
          <h1 id="file-title">{file}</h1>
          <div className="save-row">
            <button type="button" className="primary" onClick={() => void save(false)} disabled={!opened}>{ui.save}</button>
            <span role="status" className="status">{status || (checking ? ui.checking : dirty ? ui.unsaved : '')}</span>
          </div>
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
          {elsewhere.length > 0 && (
            <details className="elsewhere">
              <summary>{ui.otherFiles} ({elsewhere.length})</summary>
              <ul>{elsewhere.map((p, i) => <li key={i} className={p.severity}>{p.file}:{p.line}:{p.column} {p.message}{p.hint && ` ${ui.hint} ${p.hint}`}</li>)}</ul>
            </details>
          )}
        </header>
        {error && <p className="error" role="alert">{error}</p>}
        {opened && opened.data === null && <p className="error">{ui.notYaml}</p>}
        {opened && opened.schema && opened.data !== null && (
          <form className="fields" onSubmit={(e) => { e.preventDefault(); void save(false); }}>
            <Field ctx={{ edit, problems: byField, photoList: 'studio-photos' }} schema={opened.schema} value={data} path={[]} label={file} required />
            <datalist id="studio-photos">{photos.map((src) => <option key={src} value={src} />)}</datalist>
          </form>
        )}
      </section>
      <Preview html={preview} stale={stale} pending={checking || !opened} />
    </div>
  );
}
