import type { CurrentUser } from '@/contracts/account';
import type { AppUser } from '@/app-context/context';

/**
 * The customer as the shell's context keeps it: the name they gave, '' when they gave none (the
 * header then says "my account", never the full e-mail address: issue 17).
 */
export const appUserOf = (user: Pick<CurrentUser, 'id' | 'name' | 'email'>): AppUser => ({ id: user.id, name: user.name?.trim() ?? '', email: user.email });
