import { defineBlock } from '../define.tsx';
import { Gallery } from './Gallery.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: Gallery });
