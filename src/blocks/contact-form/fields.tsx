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
  children: ReactNode;
}

/** A visible label above its control; optional fields say so, required ones rely on `required`. */
export function Field({ id, label, classes, optional = false, wide = false, children }: FieldProps) {
  return (
    <div className={wide ? classes.wide : undefined}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {optional && <span className={classes.optional}> {t.optional}</span>}
      </label>
      {children}
    </div>
  );
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
