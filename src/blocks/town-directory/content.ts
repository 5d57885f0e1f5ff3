import { defineBlockContent } from '../define-content.ts';
import { resolveTownDirectory } from './resolve.ts';
import { townDirectoryBlock } from './schema.ts';

export default defineBlockContent({ type: 'town-directory', schema: townDirectoryBlock, resolve: resolveTownDirectory });
