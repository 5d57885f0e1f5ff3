import type { z } from 'zod';
import type { ResolveContext } from '../context.ts';
import { townDirectory } from './directory.ts';
import type { townDirectoryBlock } from './schema.ts';

export const resolveTownDirectory = (block: z.infer<typeof townDirectoryBlock>, { site, towns }: ResolveContext) => ({
  ...block,
  counties: townDirectory(site, towns),
});
