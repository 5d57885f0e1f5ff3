/** @jsxImportSource react */
// What the events show while none is upcoming: one calm note, and where to go instead (the links are the
// block's `onward`, written in the page's YAML).
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useEventsClasses } from './classes.ts';

interface Link {
  label: string;
  href: string;
}

export function NoUpcomingEvents({ text, onward }: { text: string; onward: readonly Link[] }) {
  const c = useEventsClasses();
  return (
    <div className={c.empty} data-events-empty="">
      <p className={c.emptyText}>{text}</p>
      {onward.length > 0 && (
        <ul className={c.emptyLinks}>
          {onward.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={c.emptyLink}>
                {link.label}
                <ArrowRight size={16} aria-hidden="true" focusable="false" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
