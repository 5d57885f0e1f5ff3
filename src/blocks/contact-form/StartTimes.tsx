/** @jsxImportSource react */
// The free start times of the day chosen, as a group of radio buttons (arrow keys move between them), with
// what is going on read out: asking, none that day, could not be loaded, the time chosen just taken.
import type { BookingFormBlock } from './resolve.ts';
import type { BookingClasses } from './booking-styles.ts';
import { dayLabel } from './day-label.ts';
import { FieldError } from './fields.tsx';
import type { Times } from './use-free-times.ts';

interface Props {
  id: string;
  block: Pick<BookingFormBlock, 'timesLegend' | 'timesPrompt' | 'timesLoading' | 'timesNone' | 'timesError' | 'timesTaken'>;
  classes: BookingClasses;
  times: Times;
  chosen: string | undefined;
  choose: (start: string) => void;
  error: string | undefined;
}

export function StartTimes({ id, block, classes, times, chosen, choose, error }: Props) {
  if (times.state === 'off') return null;
  const offered = times.state === 'times' ? times.times : [];
  // The next free times after a time was taken may be on other days: each says its day then.
  const days = new Set(offered.map((t) => t.start.slice(0, 10))).size > 1;
  const note = { ask: block.timesPrompt, loading: block.timesLoading, error: block.timesError, none: block.timesNone, times: offered.length ? '' : block.timesNone }[times.state];
  return (
    <fieldset className={classes.times} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={classes.label}>{block.timesLegend}</legend>
      <div aria-live="polite">
        {times.state === 'times' && times.taken && <p className={classes.taken}>{block.timesTaken}</p>}
        {note && <p className={classes.choiceNote}>{note}</p>}
        {times.state === 'times' && times.travel && <p className={classes.choiceNote}>{times.travel}</p>}
      </div>
      {offered.length > 0 && (
        <div className={classes.timeList}>
          {offered.map((t) => (
            <label key={t.start} className={classes.time}>
              <input type="radio" name="start" value={t.start} checked={t.start === chosen} onChange={() => choose(t.start)} aria-invalid={error ? true : undefined} />
              {days ? `${dayLabel(t.start)}, ${t.label}` : t.label}
            </label>
          ))}
        </div>
      )}
      <FieldError id={id} error={error} classes={classes} />
    </fieldset>
  );
}
