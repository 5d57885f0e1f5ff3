// The questions before the visit as form fields, rendered on the server in the look of the server's pages
// (page-shell.tsx, page-styles.ts): a yes-no or a choice is a fieldset of radio buttons under its question as
// legend, a date and a short text are labelled inputs, and an "I agree" is a checkbox with the name the
// customer types to sign. Each field says whether it is optional, carries its help and its error (read by
// screen readers through aria-describedby), and shows what was typed or kept.
import type { ReactNode } from 'react';
import { ANSWER_MAX, fieldName } from './answers.ts';
import { intakeText as t } from './intake-text.ts';
import type { IntakeQuestion } from './questions.ts';

export interface IntakeFieldsProps {
  questions: readonly IntakeQuestion[];
  /** The values to show, by question id (an "I agree"'s typed name under `<id>-name`): as typed, or as kept. */
  answers?: Readonly<Record<string, string>>;
  /** A message per question id. */
  errors?: Readonly<Record<string, string>>;
  /** Put before each field's name (and, made safe, its id), for several people's questions in one form. */
  namePrefix?: string;
}

function Question({ q, value, name, error, prefix }: { q: IntakeQuestion; value: Readonly<Record<string, string>>; name: string; error?: string | undefined; prefix: string }) {
  const id = `${prefix}intake-${q.id}`;
  const helpId = q.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const ask = q.required ? q.ask : `${q.ask} ${t.optional}`;
  const notes = (
    <>
      {q.help && (
        <p className="hint" id={helpId}>
          {q.help}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </>
  );
  const current = value[q.id] ?? '';
  const radios = (options: readonly (readonly [string, string])[]): ReactNode => (
    <fieldset className="question" aria-describedby={describedBy}>
      <legend>{ask}</legend>
      {notes}
      <div className="choices">
        {options.map(([optionValue, label], i) => (
          <label key={optionValue} className="choice" htmlFor={`${id}-${i}`}>
            <input id={`${id}-${i}`} type="radio" name={name} value={optionValue} defaultChecked={current === optionValue} required={q.required} aria-invalid={invalid} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
  switch (q.type) {
    case 'yes-no':
      return radios([['yes', t.yes], ['no', t.no]]);
    case 'choice':
      return radios((q.choices ?? []).map((c) => [c, c] as const));
    case 'agree':
      return (
        <fieldset className="question" aria-describedby={describedBy}>
          <legend>{q.ask}</legend>
          {notes}
          <div className="choices">
            <label className="choice" htmlFor={`${id}-yes`}>
              <input id={`${id}-yes`} type="checkbox" name={name} value="yes" defaultChecked={current === 'yes'} required={q.required} aria-invalid={invalid} />
              {q.required ? t.agree : `${t.agree} ${t.optional}`}
            </label>
          </div>
          <label htmlFor={`${id}-name`}>{t.typedName}</label>
          <input id={`${id}-name`} type="text" name={`${name}-name`} autoComplete="name" maxLength={200} defaultValue={value[`${q.id}-name`] ?? ''} required={q.required} aria-invalid={invalid} />
        </fieldset>
      );
    default:
      return (
        <div className="question">
          <label htmlFor={id}>{ask}</label>
          {notes}
          <input id={id} type={q.type === 'date' ? 'date' : 'text'} name={name} defaultValue={current} required={q.required} aria-describedby={describedBy} aria-invalid={invalid} {...(q.type === 'text' && { maxLength: ANSWER_MAX })} />
        </div>
      );
  }
}

/** The questions' fields, named `<namePrefix><id>` (an "I agree"'s name `<namePrefix><id>-name`), as readIntakeAnswers reads them. */
export function IntakeFields({ questions, answers = {}, errors = {}, namePrefix = '' }: IntakeFieldsProps) {
  const prefix = namePrefix.replace(/[^A-Za-z0-9_-]/g, '-');
  return (
    <div className="intake">
      {questions.map((q) => (
        <Question key={q.id} q={q} value={answers} name={fieldName(q, namePrefix)} error={errors[q.id]} prefix={prefix} />
      ))}
    </div>
  );
}

