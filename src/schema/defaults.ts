/** The hero picture of a town page whose file sets no `heroImage`. */
export const DEFAULT_TOWN_HERO = '/images/towns/default-hero.svg';
