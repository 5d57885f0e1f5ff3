// What `npm run owner:password` accepts: a password a guesser would not try early. At least 12 characters,
// not one of the passwords tried first (a common one, a run of the keyboard or of digits, a few characters
// repeated, any of those with digits or signs added), and not the business's name, which anyone can read
// on the site. Each refusal says what is wrong in plain words.
export const MIN_PASSWORD_LENGTH = 12;

/** The passwords (and words) guessers try first, as letters and digits only, lower case. */
const COMMON = new Set(
  `password passw0rd passwort motdepasse contrasena letmein welcome welcome1 iloveyou loveyou admin administrator
  login master secret changeme default qwerty qwertyuiop asdfgh asdfghjkl zxcvbn zxcvbnm azerty abc abcdef
  abcdefgh abcdefghijkl monkey dragon football baseball basketball soccer hockey sunshine princess shadow
  superman batman starwars trustno1 whatever freedom hello hellothere hello123 summer winter spring autumn
  flower flowers beauty beautiful pretty lovely angel angels jesus god blessed family mother father baby
  charlie michael jennifer jessica ashley daniel thomas jordan hunter ranger buster soccer1 pokemon minecraft
  computer internet google facebook instagram samsung apple iphone money cheese cookie chocolate purple pink
  mustang harley ginger maggie bailey tigger lucky pepper killer gandalf matrix test testing test123 guest
  user user123 root toor office work business company booking bookings owner inbox myspace linkedin
  makeup nails lashes glam salon spa beautysalon teeth whitening smile tooth`
    .split(/\s+/)
    .filter(Boolean),
);

const RUNS = ['abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm', 'azertyuiopqsdfghjklmwxcvbn', '0123456789'.repeat(4), '1qaz2wsx3edc4rfv5tgb'];

/** Letters and digits only, lower case, accents dropped, "&" read as "and". */
const squash = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

const isRun = (text: string) => text.length >= 3 && RUNS.some((run) => run.includes(text) || [...run].reverse().join('').includes(text));

function isCommon(password: string): boolean {
  const whole = squash(password);
  const letters = whole.replace(/[0-9]/g, '');
  if (whole === '' || COMMON.has(whole) || COMMON.has(letters) || isRun(whole) || isRun(letters)) return true;
  // A common word repeated ("passwordpassword") or only digits in an easy shape (a date, a repeated group).
  if (letters && [...COMMON].some((word) => word.length >= 4 && letters.replace(new RegExp(word, 'g'), '') === '')) return true;
  return letters === '' && (/^(\d{1,4})\1+$/.test(whole) || /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])/.test(whole));
}

/** The business name's forms a guesser would try: "Glow & Go" → glowandgo, glowgo; each long word too. */
function nameForms(names: string[]): string[] {
  const forms = new Set<string>();
  for (const name of names) {
    for (const form of [squash(name), squash(name.replace(/&/g, ' '))]) if (form.length >= 4) forms.add(form);
  }
  return [...forms];
}

/** Undefined when the password will do; otherwise what is wrong with it, for the owner. */
export function passwordProblem(password: string, businessNames: string[] = []): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters (a few words make a good one, such as "tulips under the blue gate").`;
  }
  if (new Set(password.toLowerCase()).size < 5) return 'The password repeats the same few characters; guessers try those first. Use a few words instead.';
  if (isCommon(password)) return 'That is one of the most common passwords, which guessers try first. Use a few words of your own instead.';
  const squashed = squash(password);
  // Only the business name (and digits or signs): the name is on every page of the site.
  const rest = nameForms(businessNames).reduce((left, form) => left.split(form).join(''), squashed);
  if (rest !== squashed && rest.replace(/[0-9]/g, '').length < 6) {
    return 'The password is the business name (with a few digits or signs), which anyone can read on the site. Use a few words of your own instead.';
  }
  return undefined;
}
