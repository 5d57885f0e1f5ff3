// How the parts of an island read the class names the server gave it (see src/ui/class-names.tsx): a
// context its root provides, so the names need not be handed down through every part.
import { createContext, useContext } from 'react';

export function islandClassNames<C>(island: string) {
  const Context = createContext<C | null>(null);
  return {
    Provider: Context.Provider,
    use(): C {
      const classes = useContext(Context);
      if (!classes) throw new Error(`The parts of the ${island} island need its class names.`);
      return classes;
    },
  };
}
