import { defineBlockContent } from '../define-content.ts';
import { resolveContactDetails } from './resolve.ts';
import { contactDetailsBlock } from './schema.ts';

export default defineBlockContent({ type: 'contact-details', schema: contactDetailsBlock, resolve: resolveContactDetails });
