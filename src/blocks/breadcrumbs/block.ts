import { defineBlock } from '../define.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { breadcrumbsBlock } from './schema.ts';

export default defineBlock({ type: 'breadcrumbs', schema: breadcrumbsBlock, Component: Breadcrumbs });
