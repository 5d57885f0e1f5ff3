import { defineBlock } from '../define.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: Breadcrumbs });
