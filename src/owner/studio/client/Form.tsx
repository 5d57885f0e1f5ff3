// A form made from a JSON Schema: one control per field, with the field's description as its help and
// the validator's problems under it, both in the owner's words as the server sends them (the page adds no
// words of its own to them). Every change is sent up as an edit (ops.ts), never as a new file.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { pathKey, type EditOp, type Path } from '../ops.ts';
import { at, type Photo, type Problem } from './api.ts';
import { PhotoGrid } from './PhotoGrid.tsx';
import { controlFor, discriminator, labelOf, newValue, ownLabel, positionLabel, resolve, singular, summaryOf, variants, type JsonSchema } from './schema.ts';
import { ui } from './text.ts';

export interface FormContext {
  edit: (op: EditOp) => void;
  /** Problems of this page, by field path. */
  problems: Map<string, Problem[]>;
  /** Makes the change that fixes a problem. */
  fix: (problem: Problem) => void;
  /** The site's photos, newest first, offered by every picture field. */
  photos: Photo[];
  /** The id of the <datalist> of those photos. */
  photoList?: string;
}

interface FieldProps {
  ctx: FormContext;
  schema: JsonSchema;
  value: unknown;
  path: Path;
  label: string;
  required: boolean;
}

const fieldId = (path: Path) => `f-${pathKey(path).replace(/[^a-zA-Z0-9_.-]/g, '_') || 'root'}`;

export function Problems({ list, id, ctx }: { list: Problem[] | undefined; id: string; ctx: Pick<FormContext, 'fix'> }) {
  if (!list?.length) return null;
  return (
    <ul className="field-problems" id={id}>
      {list.map((p, i) => (
        <li key={i} className={p.severity}>
          {p.message}
          {p.hint && <span className="hint"> {p.hint}</span>}
          {p.fix && <button type="button" className="fix" onClick={() => ctx.fix(p)}>{p.fix.label}</button>}
        </li>
      ))}
    </ul>
  );
}

/** Problems of a field and of the fields inside it (a closed item opens when something in it is wrong). */
const hasProblemsUnder = (ctx: FormContext, path: Path): boolean => {
  const key = pathKey(path);
  for (const k of ctx.problems.keys()) if (k === key || k.startsWith(`${key}.`)) return true;
  return false;
};

/** The site's photos as a grid of thumbnails in a dialog: choosing one puts its address in the field. */
function PhotoPicker({ photos, label, labelId, onPick }: { photos: Photo[]; label: string; labelId: string; onPick: (src: string) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal?.();
    if (!open && el.open) el.close?.();
  }, [open]);
  return (
    <>
      <button type="button" className="choose-photo" onClick={() => setOpen(true)} aria-describedby={labelId}>{ui.choosePhoto}</button>
      <dialog ref={dialog} className="photo-picker" aria-labelledby={title} onClose={() => setOpen(false)}>
        {open && (
          <>
            <div className="dialog-bar">
              <h2 id={title}>{ui.photoChoice(label)}</h2>
              <button type="button" onClick={() => setOpen(false)}>{ui.close}</button>
            </div>
            {photos.length === 0 ? <p>{ui.noPhotos}</p> : <PhotoGrid photos={photos} onPick={(src) => { onPick(src); setOpen(false); }} />}
          </>
        )}
      </dialog>
    </>
  );
}

function Scalar({ ctx, schema, value, path, label, required }: FieldProps) {
  const id = fieldId(path);
  const control = controlFor(schema, value);
  const problems = ctx.problems.get(pathKey(path));
  const described = [schema.description ? `${id}-help` : '', problems?.length ? `${id}-problems` : ''].filter(Boolean).join(' ') || undefined;
  const set = (v: unknown) => ctx.edit({ op: 'set', path, value: v });
  const setText = (text: string) => {
    if (text === '' && !required) return set(undefined);
    // A block of text keeps its final line break, so the file's block style stays as it was.
    set(typeof value === 'string' && value.endsWith('\n') && !text.endsWith('\n') ? `${text}\n` : text);
  };
  const common = { id, 'aria-describedby': described, 'aria-required': (required && control !== 'fixed' && control !== 'boolean') || undefined, 'aria-invalid': problems?.some((p) => p.severity === 'error') || undefined };
  let input;
  switch (control) {
    case 'fixed':
      input = <output {...common}>{String(schema.const)}</output>;
      break;
    case 'boolean':
      input = <input type="checkbox" {...common} checked={value === true} onChange={(e) => set(e.target.checked)} />;
      break;
    case 'choice':
      input = (
        <select {...common} value={value === undefined ? '' : String(value)} onChange={(e) => (e.target.value === '' ? set(undefined) : set(schema.enum?.find((o) => String(o) === e.target.value)))}>
          {(!required || value === undefined) && <option value="">—</option>}
          {schema.enum?.map((o) => <option key={String(o)} value={String(o)}>{String(o)}</option>)}
        </select>
      );
      break;
    case 'number':
      input = <input type="number" step="any" inputMode="decimal" {...common} value={typeof value === 'number' ? value : ''} onChange={(e) => (e.target.value === '' ? set(required ? 0 : undefined) : set(Number(e.target.value)))} />;
      break;
    case 'longtext':
      input = <textarea {...common} rows={Math.min(12, Math.max(3, String(value ?? '').length / 70 + 1))} value={String(value ?? '').replace(/\n$/, '')} onChange={(e) => setText(e.target.value)} />;
      break;
    default: {
      const text = value === undefined || value === null ? '' : String(value);
      const picture = schema.contentMediaType?.startsWith('image/') === true;
      const choices = !picture && schema.examples?.length ? `${id}-choices` : undefined;
      input = <input type="text" {...common} list={picture ? ctx.photoList : choices} value={text} onChange={(e) => setText(e.target.value)} />;
      if (choices) {
        input = (
          <>
            {input}
            <datalist id={choices}>{schema.examples?.map((v) => <option key={String(v)} value={String(v)} />)}</datalist>
          </>
        );
      }
      // A picture field shows the picture it names and offers the site's photos as thumbnails. The wrapper is
      // always there, so typing never replaces the input under the caret.
      if (picture) {
        input = (
          <div className="picture">
            {text.startsWith('/images/') ? <img src={at(text)} alt="" width={96} height={64} /> : <span className="no-photo" aria-hidden="true" />}
            <PhotoPicker photos={ctx.photos} label={label} labelId={`${id}-label`} onPick={set} />
            {input}
          </div>
        );
      }
    }
  }
  return (
    <div className={`field ${control}`}>
      <label htmlFor={id} id={`${id}-label`}>{label}{required && <span className="required" aria-hidden="true"> *</span>}</label>
      {schema.description && <p className="help" id={`${id}-help`}>{schema.description}</p>}
      {input}
      <Problems list={problems} id={`${id}-problems`} ctx={ctx} />
    </div>
  );
}

function ObjectField({ ctx, schema, value, path, label }: FieldProps) {
  const data = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const required = new Set(schema.required ?? []);
  const id = fieldId(path);
  const body = Object.entries(schema.properties ?? {}).map(([key, sub]) => (
    <Field key={key} ctx={ctx} schema={sub} value={data[key]} path={[...path, key]} label={sub.title ?? labelOf(key)} required={required.has(key)} />
  ));
  if (path.length === 0) return <>{body}</>;
  if (value === undefined) {
    return (
      <div className="field missing">
        <button type="button" className="add" onClick={() => ctx.edit({ op: 'set', path, value: newValue(schema) })}>{ui.add(label.toLowerCase())}</button>
        {schema.description && <p className="help">{schema.description}</p>}
      </div>
    );
  }
  return (
    <fieldset className="group" aria-describedby={schema.description ? `${id}-help` : undefined}>
      <legend>{label}</legend>
      {schema.description && <p className="help" id={`${id}-help`}>{schema.description}</p>}
      <Problems list={ctx.problems.get(pathKey(path))} id={`${id}-problems`} ctx={ctx} />
      {body}
    </fieldset>
  );
}

interface MenuAction {
  label: string;
  run: () => void;
  danger?: boolean;
}

/** "⋯": a small menu of what can be done to an item (move it, remove it), usable from the keyboard. */
export function ItemMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = () => [...(box.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLButtonElement);
    const go = (n: number) => {
      e.preventDefault();
      list[(n + list.length) % list.length]?.focus();
    };
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(list.length - 1);
    else if (e.key === 'Tab') setOpen(false);
  };
  const menuId = useId();
  return (
    <div className="item-menu" ref={box} onKeyDown={open ? onKey : undefined}>
      <button type="button" ref={button} className="more" aria-label={ui.more(label)} aria-haspopup="menu" aria-expanded={open} aria-controls={open ? menuId : undefined} onClick={() => setOpen((o) => !o)}>⋯</button>
      {open && (
        <div role="menu" id={menuId} aria-label={ui.more(label)} className="menu">
          {actions.map((a) => (
            <button key={a.label} type="button" role="menuitem" tabIndex={-1} className={a.danger ? 'danger' : undefined} onClick={() => { a.run(); close(); }}>{a.label}</button>
          ))}
        </div>
      )}
    </div>
  );
}

/** A section's type as the owner reads it: "service-areas" -> "Service areas". */
const TAGS: Record<string, string> = { cta: 'Call to action', faq: 'Questions and answers' };
const tagLabel = (tag: unknown): string => TAGS[String(tag)] ?? labelOf(String(tag));

/**
 * An item folded under its summary: it opens by itself when something in it is wrong, and stays as the owner
 * left it once that is fixed (a fix never shuts the item the owner is looking at).
 */
function Fold({ open, children }: { open: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(open);
  useEffect(() => {
    if (open) setShown(true);
  }, [open]);
  return <details open={shown || undefined} onToggle={(e) => setShown(e.currentTarget.open)}>{children}</details>;
}

function ListField({ ctx, schema, value, path, label }: FieldProps) {
  const list = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const options = variants(itemSchema);
  const tag = discriminator(options);
  const [choice, setChoice] = useState(0);
  const id = fieldId(path);
  const full = schema.maxItems !== undefined && list.length >= schema.maxItems;
  const add = (item: unknown) =>
    value === undefined ? ctx.edit({ op: 'set', path, value: [item] }) : ctx.edit({ op: 'insert', path, index: list.length, value: item });
  const chosen = options[choice];
  return (
    <fieldset className="group list" aria-describedby={schema.description ? `${id}-help` : undefined}>
      <legend>{label}</legend>
      {schema.description && <p className="help" id={`${id}-help`}>{schema.description}</p>}
      <Problems list={ctx.problems.get(pathKey(path))} id={`${id}-problems`} ctx={ctx} />
      <ol className="items">
        {list.map((item, i) => {
          const itemPath = [...path, i];
          const resolved = resolve(itemSchema, item);
          const simple = controlFor(resolved, item) !== 'object' && controlFor(resolved, item) !== 'union';
          const place = positionLabel(label, i);
          const own = simple ? undefined : ownLabel(item);
          const name = own ?? place;
          const actions: MenuAction[] = [
            ...(i > 0 ? [{ label: ui.moveUp, run: () => ctx.edit({ op: 'move', path, from: i, to: i - 1 }) }] : []),
            ...(i < list.length - 1 ? [{ label: ui.moveDown, run: () => ctx.edit({ op: 'move', path, from: i, to: i + 1 }) }] : []),
            { label: ui.remove, run: () => ctx.edit({ op: 'remove', path: itemPath }), danger: true },
          ];
          const kind = tag && item && typeof item === 'object' ? tagLabel((item as Record<string, unknown>)[tag]) : undefined;
          return (
            <li key={i} className={`item ${simple ? 'simple' : 'folded'}`}>
              {simple ? (
                <div className="item-row">
                  <Field ctx={ctx} schema={itemSchema} value={item} path={itemPath} label={place} required />
                  <ItemMenu label={place} actions={actions} />
                </div>
              ) : (
                <>
                  <Fold open={hasProblemsUnder(ctx, itemPath) || list.length <= 3}>
                    <summary>
                      <span className="item-name">{kind && <span className="item-kind">{kind} · </span>}{name}</span>
                      {own && <span className="item-place">{place}</span>}
                    </summary>
                    <Field ctx={ctx} schema={itemSchema} value={item} path={itemPath} label={name} required />
                  </Fold>
                  <ItemMenu label={name} actions={actions} />
                </>
              )}
            </li>
          );
        })}
      </ol>
      {tag && options.length > 1 ? (
        <div className="add-block">
          <label htmlFor={`${id}-type`}>{ui.blockType}</label>
          <select id={`${id}-type`} value={choice} onChange={(e) => setChoice(Number(e.target.value))} aria-describedby={`${id}-type-help`}>
            {options.map((o, i) => <option key={i} value={i}>{tagLabel(o.properties?.[tag]?.const)}</option>)}
          </select>
          <p className="help" id={`${id}-type-help`}>{summaryOf(chosen?.properties?.[tag])}</p>
          <button type="button" className="add" disabled={full} onClick={() => chosen && add(newValue(chosen))}>{ui.addBlock}</button>
        </div>
      ) : (
        <button type="button" className="add" disabled={full} onClick={() => add(newValue(itemSchema))}>{ui.add(singular(label).toLowerCase())}</button>
      )}
    </fieldset>
  );
}

export function Field(props: FieldProps) {
  const schema = resolve(props.schema, props.value);
  const control = controlFor(schema, props.value);
  if (control === 'object' || control === 'union') return <ObjectField {...props} schema={schema} />;
  if (control === 'list') return <ListField {...props} schema={schema} />;
  return <Scalar {...props} schema={schema} />;
}
