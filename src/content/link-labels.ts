// Link texts that are shown alone: the site's menus and buttons (site.config.yaml) and link chips. There a
// label such as "Learn More" says nothing of where it leads, and nothing is added to it (blocks with a
// title or heading add it for screen readers: src/ui/link-text.tsx). A warning, where the label is written.
import { isGenericLinkText } from '../schema/link-text.ts';
import type { CheckedFile, PathProblem } from './checked.ts';
import { GenericLinkText } from './diagnostics/errors.ts';
import { SITE_FILE } from './files.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every `{ label, href }` in `data` whose label is generic, with the path of the label. */
function genericLabels(data: unknown, path: PropertyKey[], out: Array<{ path: PropertyKey[]; label: string }>): void {
  if (Array.isArray(data)) data.forEach((item, i) => genericLabels(item, [...path, i], out));
  else if (isRecord(data)) {
    if (typeof data.label === 'string' && typeof data.href === 'string' && isGenericLinkText(data.label)) out.push({ path: [...path, 'label'], label: data.label });
    for (const [key, child] of Object.entries(data)) genericLabels(child, [...path, key], out);
  }
}

export function checkLinkLabels(files: readonly CheckedFile[]): PathProblem[] {
  const warnings: PathProblem[] = [];
  for (const f of files) {
    const found: Array<{ path: PropertyKey[]; label: string }> = [];
    // Only the site config's links (menus, footer, quick actions) and link chips are shown with no subject.
    // The template texts' links are drawn in blocks that add their subject.
    if (f.file === SITE_FILE && isRecord(f.data)) {
      for (const [key, child] of Object.entries(f.data)) if (key !== 'templates') genericLabels(child, [key], found);
    }
    else if (!f.collection && isRecord(f.data) && Array.isArray(f.data.blocks)) {
      f.data.blocks.forEach((block, i) => {
        if (isRecord(block) && block.type === 'link-chips') genericLabels(block.links, ['blocks', i, 'links'], found);
      });
    }
    for (const { path, label } of found) warnings.push({ file: f.file, path, target: 'value', problem: GenericLinkText.create({ label }) });
  }
  return warnings;
}
