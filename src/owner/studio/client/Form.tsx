// A form made from a JSON Schema: one control per field, with the field's description as its help and
// the validator's problems under it. Every change is sent up as an edit (ops.ts), never as a new file.
import { useState } from 'react';
import { pathKey, type EditOp, type Path } from '../ops.ts';
import type { FieldProblem } from '../workspace.ts';
import { at } from './api.ts';
import { controlFor, discriminator, labelOf, newValue, resolve, summaryOf, variants, type JsonSchema } from './schema.ts';
import { ui } from './text.ts';

export interface FormContext {
  edit: (op: EditOp) => void;
  /** Problems of this file, by field path. */
  problems: Map<string, FieldProblem[]>;
  /** The id of the list of pictures in public/images that a picture field offers (a <datalist>). */
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

function Problems({ list, id }: { list: FieldProblem[] | undefined; id: string }) {
  if (!list?.length) return null;
  return (
    <ul className="field-problems" id={id}>
      {list.map((p, i) => (
        <li key={i} className={p.severity}>
          {p.message}
          {p.hint && <span className="hint"> {ui.hint} {p.hint}</span>}
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
      input = <input type="text" {...common} list={picture ? ctx.photoList : undefined} value={text} onChange={(e) => setText(e.target.value)} />;
      // A picture field shows the picture it names (public/images is served to the studio at the same
      // addresses). The wrapper is always there, so typing never replaces the input under the caret.
      if (picture) {
        input = (
          <div className="picture">
            {input}
            {text.startsWith('/images/') && <img src={at(text)} alt="" width={96} height={64} />}
          </div>
        );
      }
    }
  }
  return (
    <div className={`field ${control}`}>
      <label htmlFor={id}>{label}{required && <span className="required" aria-hidden="true"> *</span>}</label>
      {schema.description && <p className="help" id={`${id}-help`}>{schema.description}</p>}
      {input}
      <Problems list={problems} id={`${id}-problems`} />
    </div>
  );
}

function ObjectField({ ctx, schema, value, path, label }: FieldProps) {
  const data = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const required = new Set(schema.required ?? []);
  const id = fieldId(path);
  const body = Object.entries(schema.properties ?? {}).map(([key, sub]) => (
    <Field key={key} ctx={ctx} schema={sub} value={data[key]} path={[...path, key]} label={labelOf(key)} required={required.has(key)} />
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
      <Problems list={ctx.problems.get(pathKey(path))} id={`${id}-problems`} />
      {body}
    </fieldset>
  );
}

/** The line that names an item of a list when it is folded: its kind and its first words. */
function itemTitle(schema: JsonSchema, item: unknown, i: number): string {
  if (item === null || typeof item !== 'object') return `${i + 1}. ${String(item ?? '')}`;
  const record = item as Record<string, unknown>;
  const tag = discriminator(variants(schema));
  const words = Object.entries(record).find(([k, v]) => k !== tag && typeof v === 'string')?.[1] as string | undefined;
  return `${i + 1}. ${tag ? `${String(record[tag])}${words ? ': ' : ''}` : ''}${(words ?? '').slice(0, 60)}`;
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
      <Problems list={ctx.problems.get(pathKey(path))} id={`${id}-problems`} />
      <ol className="items">
        {list.map((item, i) => {
          const itemPath = [...path, i];
          const resolved = resolve(itemSchema, item);
          const simple = controlFor(resolved, item) !== 'object' && controlFor(resolved, item) !== 'union';
          const buttons = (
            <div className="item-actions">
              <button type="button" disabled={i === 0} onClick={() => ctx.edit({ op: 'move', path, from: i, to: i - 1 })} aria-label={`${ui.moveUp}: ${labelOf(i)}`}>↑</button>
              <button type="button" disabled={i === list.length - 1} onClick={() => ctx.edit({ op: 'move', path, from: i, to: i + 1 })} aria-label={`${ui.moveDown}: ${labelOf(i)}`}>↓</button>
              <button type="button" className="danger" onClick={() => ctx.edit({ op: 'remove', path: itemPath })} aria-label={`${ui.remove}: ${labelOf(i)}`}>✕</button>
            </div>
          );
          return (
            <li key={i} className="item">
              {simple ? (
                <div className="item-row">
                  <Field ctx={ctx} schema={itemSchema} value={item} path={itemPath} label={labelOf(i)} required />
                  {buttons}
                </div>
              ) : (
                <details open={hasProblemsUnder(ctx, itemPath) || list.length <= 3 || undefined}>
                  <summary>{itemTitle(itemSchema, item, i)}</summary>
                  {buttons}
                  <Field ctx={ctx} schema={itemSchema} value={item} path={itemPath} label={labelOf(i)} required />
                </details>
              )}
            </li>
          );
        })}
      </ol>
      {tag && options.length > 1 ? (
        <div className="add-block">
          <label htmlFor={`${id}-type`}>{ui.blockType}</label>
          <select id={`${id}-type`} value={choice} onChange={(e) => setChoice(Number(e.target.value))} aria-describedby={`${id}-type-help`}>
            {options.map((o, i) => <option key={i} value={i}>{String(o.properties?.[tag]?.const)}</option>)}
          </select>
          <p className="help" id={`${id}-type-help`}>{summaryOf(chosen?.properties?.[tag])}</p>
          <button type="button" className="add" disabled={full} onClick={() => chosen && add(newValue(chosen))}>{ui.addBlock}</button>
        </div>
      ) : (
        <button type="button" className="add" disabled={full} onClick={() => add(newValue(itemSchema))}>{ui.add(`to ${label.toLowerCase()}`)}</button>
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
