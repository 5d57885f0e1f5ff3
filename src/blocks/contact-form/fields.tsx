/** @jsxImportSource react */
import type { ReactNode } from 'react';
import type { BookingClasses } from './booking-styles.ts';
import { ChevronIcon } from './icons.tsx';
import { contactFormText as t } from './messages.ts';

interface FieldProps {
  id: string;
  label: string;
  classes: BookingClasses;
  optional?: boolean;
  wide?: boolean;
  /** What is wrong with the field, shown under it (the control names it with aria-describedby `${id}-error`). */
  error?: string | undefined;
  children: ReactNode;
}

/** A visible label above its control, and its message when it is wrong; optional fields say so, required ones rely on `required`. */
export function Field({ id, label, classes, optional = false, wide = false, error, children }: FieldProps) {
  return (
    <div className={wide ? classes.wide : undefined}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {optional && <span className={classes.optional}> {t.optional}</span>}
      </label>
      {children}
      <FieldError id={id} error={error} classes={classes} />
    </div>
  );
}

export function FieldError({ id, error, classes }: { id: string; error?: string | undefined; classes: BookingClasses }) {
  return error ? <p id={`${id}-error`} className={classes.fieldError}>{error}</p> : null;
}

/** A native select with the site's look; the chevron is drawn over it and lets clicks through. */
export function SelectFrame({ classes, children }: { classes: BookingClasses; children: ReactNode }) {
  return (
    <div className={classes.selectFrame}>
      {children}
      <ChevronIcon size={20} className={classes.chevron} />
    </div>
  );
}
