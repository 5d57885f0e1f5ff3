import { defineBlock } from '../define.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { resolveContactDetails } from './resolve.ts';
import { contactDetailsBlock } from './schema.ts';

export default defineBlock({ type: 'contact-details', schema: contactDetailsBlock, resolve: resolveContactDetails, Component: ContactDetails });
