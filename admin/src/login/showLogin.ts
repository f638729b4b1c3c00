import { createContext } from 'react';

/**
 * Shows the sign-in screen, coming back to `next` (a back-office path) after it. The module that
 * switches screens (screens.tsx) hands it to the back office, whose login route calls it: the back
 * office never imports the module that loads it.
 */
export const ShowLoginContext = createContext<(next?: string) => void>(() => {
  throw new Error('The back office was rendered without a way to show the sign-in screen');
});
