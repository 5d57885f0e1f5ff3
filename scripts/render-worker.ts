// The build's second renderer: writes the share of pages it is given (see scripts/build.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { writePages, type PageShare } from './write-pages.ts';

await writePages(workerData as PageShare);
parentPort?.postMessage('done');
