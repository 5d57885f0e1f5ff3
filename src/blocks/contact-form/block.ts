import { defineBlock } from '../define.tsx';
import { bookingFormIsland, ContactForm } from './ContactForm.tsx';
import { resolveContactForm } from './resolve.ts';
import { contactFormBlock } from './schema.ts';

export default defineBlock({ type: 'contact-form', schema: contactFormBlock, resolve: resolveContactForm, Component: ContactForm, island: bookingFormIsland });
