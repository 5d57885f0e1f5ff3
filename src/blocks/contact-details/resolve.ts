import type { ResolveContext } from '../context.ts';
import type { ContactDetailsBlock } from './schema.ts';

/** The business's phone, email, office and hours, and its social links, from site.config.yaml. */
export const resolveContactDetails = (block: ContactDetailsBlock, { site }: ResolveContext) => {
  const { phone, email, office, hours } = site.business;
  return { ...block, business: { phone, email, office, hours }, social: site.social };
};
