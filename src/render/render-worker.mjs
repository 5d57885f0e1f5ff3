// A render worker of the build (see build.ts): it imports the renderer bundle as soon as it
// exists, while the content is still loading. Then it gets the build's context once, and batches of
// routes one at a time, answering each with what it wrote.
import { parentPort, workerData } from 'node:worker_threads';

process.env.NODE_ENV = 'production';
const { pageWriter } = await import(workerData.renderer);
let write;
parentPort.on('message', (message) => {
  if (message.context) {
    write = pageWriter(message.context);
    return;
  }
  write(message.batch).then(
    (pages) => parentPort.postMessage({ done: pages }),
    (err) => {
      // Ends the worker with the error, which the build reports.
      setImmediate(() => {
        throw err;
      });
    },
  );
});
parentPort.postMessage('ready');
