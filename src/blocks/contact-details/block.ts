import { defineBlock } from '../define.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: ContactDetails });
