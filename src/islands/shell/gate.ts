import { createContext, useContext } from 'react';

/**
 * Whether AppShell's session check has ended and the page may show what depends on it (decision 095). Only a
 * shell opened with `frameFirst` renders its page before that; the page's frame reads this to draw its static
 * parts at once and skeletons where the signed-in user's data will go. Without `frameFirst` it is always true.
 */
export const GateOpen = createContext(true);

export const useGateOpen = (): boolean => useContext(GateOpen);
