// A render worker of the build (see scripts/build.ts): it imports the renderer bundle as soon as it
// exists, while the content is still loading, then writes the share of pages it is sent.
import { parentPort, workerData } from 'node:worker_threads';

process.env.NODE_ENV = 'production';
const { writePages } = await import(workerData.renderer);
parentPort.once('message', (share) => {
  writePages(share).then(
    (pages) => parentPort.postMessage({ done: pages }),
    (err) => {
      throw err;
    },
  );
});
parentPort.postMessage('ready');
