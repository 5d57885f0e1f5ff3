import { defineBlock } from '../define.tsx';
import { bookingFormIsland, ContactForm } from './ContactForm.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: ContactForm, island: bookingFormIsland });
