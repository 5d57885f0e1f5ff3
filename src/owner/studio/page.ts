// The studio's one HTML page: the form and the previews are drawn by its script (client/).
import { studioText } from './messages.ts';

export const studioPage = (): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${studioText.title}</title>
    <link rel="stylesheet" href="/studio.css" />
    <script type="module" src="/studio.js"></script>
  </head>
  <body>
    <div id="root"><p class="loading">Opening the studio…</p></div>
  </body>
</html>
`;
