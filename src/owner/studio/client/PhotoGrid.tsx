// The site's photos as thumbnails, each labelled with its name and the day it was added, newest first (as
// the server lists them), so a photo just uploaded is found at the top, not among fifty unlabelled ones.
import { at, type Photo } from './api.ts';
import { ui } from './text.ts';

/** "2026-11-29T…" -> "Nov 29, 2026", in the business's own time zone. */
const day = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getTime() === 0 ? '' : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/Chicago' });
};

export function PhotoGrid({ photos, onPick }: { photos: Photo[]; onPick?: (src: string) => void }) {
  return (
    <ul className="photo-grid">
      {photos.map((p) => {
        const when = day(p.added);
        const caption = (
          <span className="photo-caption">
            <span className="photo-name">{p.name}</span>
            {when && <span className="photo-date">{ui.photoAdded(when)}</span>}
          </span>
        );
        // The caption names the photo: the picture itself is decoration beside it.
        const picture = <img src={at(p.src)} alt="" loading="lazy" />;
        return (
          <li key={p.src}>
            {onPick ? (
              <button type="button" onClick={() => onPick(p.src)}>{picture}{caption}</button>
            ) : (
              <figure>{picture}<figcaption>{caption}</figcaption></figure>
            )}
          </li>
        );
      })}
    </ul>
  );
}
