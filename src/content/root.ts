// Where the content is: the folder holding site.config.yaml, pages/ and public/. The project folder by
// default; CONTENT_ROOT (absolute, or relative to the project) builds, serves or validates another one,
// such as the fixture site the browser tests run on (tests/fixtures/site).
import { resolve } from 'node:path';

export function contentRoot(env: NodeJS.ProcessEnv = process.env, project: string = process.cwd()): string {
  return resolve(project, env.CONTENT_ROOT || '.');
}
