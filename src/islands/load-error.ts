// What a visitor sees where an island's code could not be downloaded (offline, or a new deploy):
// a note with a reload button, while the rest of the page keeps working. Plain DOM, so it works
// whichever part of the island code failed to arrive, React included.
import { islandText } from './markup.ts';

export function showLoadError(root: HTMLElement, error: unknown): void {
  console.error('A part of this page could not be loaded.', error);
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.className = 'island-error';
  note.append(`${islandText.message} `);
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = islandText.reload;
  reload.addEventListener('click', () => window.location.reload());
  note.append(reload);
  root.prepend(note);
}
