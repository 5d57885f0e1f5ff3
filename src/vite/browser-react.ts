// In the built browser code, React's API is served by Preact (preact/compat): the islands hydrate the HTML
// that React renders on the server, with a runtime of about 11 KB gzip instead of React DOM's 67 KB, which
// alone was more than an island page's budget. The server, `npm run dev` and the unit tests keep React 19;
// the islands are written against React's API and use nothing preact/compat lacks.
import type { Plugin } from 'vite';

const browserReact: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

export function browserReactPlugin(): Plugin {
  return {
    name: 'browser-react',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const target = browserReact[source];
      if (!target || this.environment.name !== 'client') return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
