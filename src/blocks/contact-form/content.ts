import { defineBlockContent } from '../define-content.ts';
import { resolveContactForm } from './resolve.ts';
import { contactFormBlock } from './schema.ts';

export default defineBlockContent({ type: 'contact-form', schema: contactFormBlock, resolve: resolveContactForm });
