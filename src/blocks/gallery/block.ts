import { defineBlock } from '../define.tsx';
import { Gallery } from './Gallery.tsx';
import { galleryBlock } from './schema.ts';

export default defineBlock({ type: 'gallery', schema: galleryBlock, Component: Gallery });
