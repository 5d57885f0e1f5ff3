import { defineBlockContent } from '../define-content.ts';
import { breadcrumbsBlock } from './schema.ts';

export default defineBlockContent({ type: 'breadcrumbs', schema: breadcrumbsBlock });
