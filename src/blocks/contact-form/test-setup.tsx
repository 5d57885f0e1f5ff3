// Renders the booking form as the contact page has it, with the real site config and page YAML.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { parse } from 'yaml';
import { ContentProvider } from '../../app/content-context.tsx';
import { siteSchema } from '../../content/site-schema.ts';
import { contactFormBlock } from './schema.ts';
import { ContactForm } from './ContactForm.tsx';

const read = (file: string): unknown => parse(readFileSync(join(process.cwd(), file), 'utf8'));

export const site = siteSchema.parse(read('site.config.yaml'));

const page = read('pages/contact.yaml') as { blocks: { type: string }[] };
export const block = contactFormBlock.parse(page.blocks.find((b) => b.type === 'contact-form'));

export function renderForm({ endpoint, url = '/contact' }: { endpoint?: string; url?: string } = {}) {
  const bundle = { site: { ...site, contactForm: { ...site.contactForm, endpoint } }, routes: [], images: {} };
  render(
    <ContentProvider bundle={bundle}>
      <MemoryRouter initialEntries={[url]}>
        <ContactForm block={block} />
      </MemoryRouter>
    </ContentProvider>,
  );
  const form = screen.getByRole('form', { name: block.heading }) as HTMLFormElement;
  const field = <T extends HTMLElement>(label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as T;
  return {
    form,
    name: field<HTMLInputElement>(block.nameLabel),
    email: field<HTMLInputElement>(block.emailLabel),
    service: field<HTMLSelectElement>(block.serviceLabel),
    date: field<HTMLInputElement>(block.dateLabel),
    message: field<HTMLTextAreaElement>(block.messageLabel),
    honeypot: form.querySelector<HTMLInputElement>('input[name="website"]')!,
    button: screen.getByRole('button', { name: new RegExp(`${block.submitLabel}|${block.sendingLabel.replace(/\./g, '\\.')}`) }) as HTMLButtonElement,
    status: screen.getByRole('status'),
  };
}
