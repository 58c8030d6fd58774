import { useMemo, type ReactNode } from 'react';
import { AppContext } from './AppContext';
import { buildAppContextValue, type AppContextInput } from './appContextValue';
import { useCartView } from './cartController';

/** Provides the docs/product.md#app-context app context, with the live cart of the CartProvider above it. */
export function AppContextProvider({ locale, shell, user, setUser, admin, children }: Omit<AppContextInput, 'cart'> & { children: ReactNode }) {
  const cart = useCartView();
  const value = useMemo(
    () => buildAppContextValue({ locale, shell, cart, user, setUser, admin }),
    [locale, shell, cart, user, setUser, admin],
  );
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}
