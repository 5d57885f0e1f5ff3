// A render worker of the build (see build.ts): it imports the renderer bundle as soon as it
// exists, while the content is still loading, and meanwhile makes the pages' folders it is given (a
// folder costs the disk far more than linking a cached page into it). Then it gets the build's context
// once, and batches of routes one at a time, answering each with what it wrote.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

process.env.NODE_ENV = 'production';
const renderer = import(workerData.renderer);
let write;
parentPort.on('message', (message) => {
  if (message.folders) {
    for (const folder of message.folders) mkdirSync(folder, { recursive: true });
    return;
  }
  if (message.context) {
    write = renderer.then(({ pageWriter }) => pageWriter(message.context));
    return;
  }
  write.then((w) => w(message.batch)).then(
    (pages) => parentPort.postMessage({ done: pages }),
    (err) => {
      // Ends the worker with the error, which the build reports.
      setImmediate(() => {
        throw err;
      });
    },
  );
});
