import { defineBlock } from '../define.tsx';
import { PartyDirectory } from './PartyDirectory.tsx';
import { resolvePartyDirectory } from './resolve.ts';
import { partyDirectoryBlock } from './schema.ts';

export default defineBlock({ type: 'party-directory', schema: partyDirectoryBlock, resolve: resolvePartyDirectory, Component: PartyDirectory });
