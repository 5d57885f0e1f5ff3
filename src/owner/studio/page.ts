// The studio's one HTML page: the form and the previews are drawn by its script (client/). The page tells
// the script where the studio is mounted and, behind the inbox's sign-in, the token its changes carry.
import { studioText } from './messages.ts';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const meta = (name: string, value: string | undefined) => (value === undefined ? '' : `\n    <meta name="${name}" content="${attr(value)}" />`);

export const studioPage = ({ base = '', csrf, home }: { base?: string; csrf?: string | undefined; home?: string | undefined } = {}): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="studio-base" content="${attr(base)}" />${meta('studio-csrf', csrf)}${meta('studio-home', home)}
    <title>${studioText.title}</title>
    <link rel="stylesheet" href="${attr(base)}/studio.css" />
    <script type="module" src="${attr(base)}/studio.js"></script>
  </head>
  <body>
    <div id="root"><p class="loading">Opening the studio…</p></div>
  </body>
</html>
`;
