// Exposes the validated content as `virtual:content`. Dev: YAML and image changes reload the page, and
// content errors show in Vite's overlay with file and line. Build: any content error fails the build.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { loadContent } from '../content/load.ts';
import type { ContentError } from '../content/types.ts';
import { toViteError } from '../content/vite-error.ts';

const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

function sourcesOf(root: string, errors: ContentError[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const { file } of errors) {
    if (sources.has(file)) continue;
    try {
      sources.set(file, readFileSync(join(root, file), 'utf8'));
    } catch {
      // The file may be the one that is missing; the error says so without a frame.
    }
  }
  return sources;
}

export function contentPlugin(): Plugin {
  let root = process.cwd();
  let server: ViteDevServer | undefined;

  const isContentFile = (file: string) => {
    const rel = relative(root, file);
    return rel === 'site.config.yaml' || (rel.startsWith('pages') && /\.ya?ml$/.test(rel)) || rel.startsWith('public');
  };

  return {
    name: 'content',
    configResolved(config) {
      root = config.root;
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add([join(root, 'site.config.yaml'), join(root, 'pages')]);
      const onChange = async (file: string) => {
        if (!isContentFile(file)) return;
        const mod = devServer.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) devServer.moduleGraph.invalidateModule(mod);
        const result = await loadContent(root);
        if (result.ok) devServer.ws.send({ type: 'full-reload' });
        else {
          const err = toViteError(result.errors, sourcesOf(root, result.errors), root);
          devServer.ws.send({ type: 'error', err: { message: err.message, stack: '', id: err.id, frame: err.frame, plugin: 'content', loc: err.loc } });
        }
      };
      for (const event of ['change', 'add', 'unlink'] as const) devServer.watcher.on(event, (f) => void onChange(f));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const result = await loadContent(root);
      if (!result.ok) {
        const err = toViteError(result.errors, sourcesOf(root, result.errors), root);
        if (server) throw err;
        this.error(err);
      }
      return `export default ${JSON.stringify(result.bundle)};`;
    },
  };
}
