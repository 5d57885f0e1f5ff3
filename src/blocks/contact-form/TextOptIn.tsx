/** @jsxImportSource react */
// "Text me about this appointment": a checkbox under the phone number, with its help line. The page is
// prerendered, and whether the server texts is known only where it runs, so the box is always there; the
// help line says texts come where the business sends them, and a server without texts simply emails.
import type { BookingClasses } from './booking-styles.ts';
import { FieldError } from './fields.tsx';

interface TextOptInProps {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  classes: BookingClasses;
}

export function TextOptIn({ id, label, help, checked, onChange, error, classes }: TextOptInProps) {
  return (
    <div className={classes.wide}>
      <label htmlFor={id} className={classes.checkLine}>
        {/* value="true": sent without JavaScript as textOptIn=true, as the API takes it. */}
        <input id={id} name="textOptIn" type="checkbox" value="true" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={`${id}-help`} />{' '}
        {label}
      </label>
      <p id={`${id}-help`} className={classes.choiceNote}>{help}</p>
      <FieldError id={id} error={error} classes={classes} />
    </div>
  );
}
