// Asked when the owner leaves a page with edits not saved (another page, a tool, Publish, the Back button):
// save them and go on, leave them, or stay. A modal dialog: focus stays in it, Escape stays on the page.
import { useEffect, useRef, useState } from 'react';
import { ui } from './text.ts';

export function LeaveDialog({ toPublish, onSave, onDiscard, onStay }: { toPublish: boolean; onSave: () => Promise<unknown>; onDiscard: () => void; onStay: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal?.();
    return () => d?.close?.();
  }, []);
  const save = async () => {
    setSaving(true);
    try {
      await onSave();
    } finally {
      setSaving(false);
    }
  };
  return (
    <dialog ref={dialog} className="leave" aria-labelledby="leave-title" aria-describedby="leave-text" onCancel={(e) => (e.preventDefault(), onStay())}>
      <h2 id="leave-title">{ui.leaveTitle}</h2>
      <p id="leave-text">{toPublish ? ui.leaveToPublish : ui.leaveText}</p>
      <div className="actions">
        <button type="button" className="primary" onClick={() => void save()} disabled={saving}>{saving ? ui.saving : toPublish ? ui.saveAndPublish : ui.saveAndGo}</button>
        <button type="button" className="danger" onClick={onDiscard}>{ui.leaveWithout}</button>
        <button type="button" onClick={onStay}>{ui.stay}</button>
      </div>
    </dialog>
  );
}
