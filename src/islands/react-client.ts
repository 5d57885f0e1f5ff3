// What hydration needs of React, as one module that the build puts in React's own file (vite.config.ts):
// the islands' script imports it once the page is idle, so React's code is neither in that script nor
// downloaded before the page is drawn.
export { createElement, startTransition, useEffect } from 'react';
export { hydrateRoot } from 'react-dom/client';
