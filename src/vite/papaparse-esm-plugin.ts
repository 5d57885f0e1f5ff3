// papaparse ships one UMD file (CommonJS for bundlers). In the client build it is only in the chunk that the
// events island loads where it reads the sheet itself (src/data/events/parse.ts), but as CommonJS it would
// need the bundler's interop helpers, which React's runtime needs too: the bundler then puts them in a file of
// their own that every island page loads. So the client build reads papaparse as the ES module it could be:
// its factory's result as the default export. The server bundle takes it as it is.
import type { Plugin } from 'vite';

/** The UMD head of papaparse.min.js, up to its factory (`(this,function r(){`), and the end of the call. */
const HEAD = /^\(\(\w+,\w+\)=>\{"function"==typeof define&&define\.amd\?[^}]*\}\)\(this,(function \w+\(\)\{)/m;
const TAIL = /\}\);?\s*$/;

/** The module text of papaparse.min.js as an ES module whose default export is Papa; throws when its shape changed. */
export function papaparseAsModule(code: string): string {
  if (!HEAD.test(code) || !TAIL.test(code)) throw new Error('papaparse-esm: papaparse.min.js no longer has the UMD wrapper this plugin reads');
  return `${code.replace(HEAD, 'export default ($1').replace(TAIL, '})();\n')}`;
}

export function papaparseEsmPlugin(): Plugin {
  return {
    name: 'papaparse-esm',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]papaparse[\\/]papaparse\.min\.js$/ },
      handler(code, _id, options) {
        if (options?.ssr) return undefined;
        return { code: papaparseAsModule(code), map: null };
      },
    },
  };
}
