// What the studio says, in one place.
export const studioText = {
  wrongHost: 'The studio answers only at 127.0.0.1 or localhost.',
  wrongOrigin: 'The studio takes requests only from its own page.',
  badToken: 'This address has the wrong token. Open the address the studio printed when it started.',
  noToken: 'Open the studio from the address it printed when it started (it holds the key to this session).',
  title: 'Studio',
} as const;
