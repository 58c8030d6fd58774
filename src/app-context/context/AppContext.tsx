import { createContext, useContext } from 'react';
import { DEFAULT_APP_CONTEXT } from './appContextValue';
import type { AppContextValue } from './types';

export const AppContext = createContext<AppContextValue>(DEFAULT_APP_CONTEXT);
AppContext.displayName = 'AppContext';

export function useAppContext(): AppContextValue {
  return useContext(AppContext);
}
