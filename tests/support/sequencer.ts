// The order Vitest hands test files to its workers. A worker keeps the modules it has loaded from one file
// to the next only while the files share a test environment: a file drawn in a page (`@vitest-environment
// happy-dom`) after one on plain Node, or the other way round, costs a new worker that loads React, the
// schemas and the server again. So the files of each environment go out together, in Vitest's own order
// within each (the slowest of the last run first, so the workers finish close together).
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const environmentOf = (file: string) => /@vitest-environment\s+([\w-]+)/.exec(readFileSync(file, 'utf8').slice(0, 2_000))?.[1] ?? '';

export default class ByEnvironment extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const env = environmentOf(spec.moduleId);
      if (!groups.has(env)) groups.set(env, []);
      groups.get(env)!.push(spec);
    }
    return [...groups.values()].flat();
  }
}
