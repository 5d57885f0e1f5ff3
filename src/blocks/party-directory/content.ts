import { defineBlockContent } from '../define-content.ts';
import { resolvePartyDirectory } from './resolve.ts';
import { partyDirectoryBlock } from './schema.ts';

export default defineBlockContent({ type: 'party-directory', schema: partyDirectoryBlock, resolve: resolvePartyDirectory });
