// A password hash that verifies in a few milliseconds (scrypt at the lowest cost the server accepts, one
// block): for tests that sign in, or fail to, many times. The owner's hash (npm run owner:password) costs
// about 50 ms a try on purpose; what is tested here is the sign-in around it, not scrypt.
import { hashPassword } from '../../src/server/inbox/password.ts';

export const quickHash = (password: string): Promise<string> => hashPassword(password, { N: 2 ** 14, r: 1, p: 1 });
