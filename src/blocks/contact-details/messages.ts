// Interface texts of the contact details (the facts themselves live in site.config.yaml).
export const contactDetailsText = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  newTab: '(opens in a new tab)',
} as const;
