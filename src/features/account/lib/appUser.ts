import type { CurrentUser } from '@/contracts/account';
import type { AppUser } from '@/shell/context';

/** The customer as the shell's context keeps it (menu label: the name, else the e-mail). */
export const appUserOf = (user: Pick<CurrentUser, 'id' | 'name' | 'email'>): AppUser => ({ id: user.id, name: user.name ?? user.email, email: user.email });
