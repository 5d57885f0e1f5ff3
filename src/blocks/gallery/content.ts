import { defineBlockContent } from '../define-content.ts';
import { galleryBlock } from './schema.ts';

export default defineBlockContent({ type: 'gallery', schema: galleryBlock });
