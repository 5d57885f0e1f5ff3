import { defineBlock } from '../define.tsx';
import { PartyDirectory } from './PartyDirectory.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: PartyDirectory });
