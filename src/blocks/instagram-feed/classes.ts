// The Instagram island's class names, given by the server (styles.ts) and read by each of its parts.
import { islandClassNames } from '../../islands/class-names.ts';
import type { InstagramClasses } from './styles.ts';

export const { Provider: InstagramClassNames, use: useInstagramClasses } = islandClassNames<InstagramClasses>('Instagram feed');
