import { safeReturnPath } from '@/contracts/auth';
import { fetchCurrentUser } from '@/features/account';
import { HttpError } from '@/lib/http';
import { withShell } from '@/app-context/page/shell.server';
import { fetchMagicLinkValid, fetchProviders, providersKey } from '../api/login';
import { firstQueryValue } from '@/lib/http/url';

export interface LoginPageProps extends Record<string, unknown> {
  returnTo: string;
  /** A magic link being opened: its token and whether it is still usable (checking never spends it). */
  magic: { token: string; valid: boolean } | null;
  oauthError: string | null;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** /login: a logged-in visitor goes straight on (unless opening a magic link); providers are seeded. */
export const getServerSideProps = withShell<LoginPageProps>(async ({ client, query, seedFallback, res }) => {
  res.setHeader('cache-control', 'private, no-store');
  const returnTo = safeReturnPath(firstQueryValue(query.returnTo));
  const token = firstQueryValue(query.magic);
  const magic = token && TOKEN.test(token) ? { token, valid: await fetchMagicLinkValid(client, token) } : null;
  if (!magic) {
    try {
      await fetchCurrentUser(client);
      return { redirect: { destination: returnTo, permanent: false } };
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 401)) throw error;
    }
  }
  try {
    seedFallback(providersKey(), await fetchProviders(client));
  } catch (error) {
    console.error('[login] could not read the login providers', error);
  }
  const oauthError = firstQueryValue(query.oauthError);
  return { props: { returnTo, magic, oauthError: oauthError && /^[A-Z_]{3,40}$/.test(oauthError) ? oauthError : null } };
}, { namespaces: ['account'] });

export interface LoginCodePageProps extends Record<string, unknown> {
  email: string | null;
  returnTo: string;
}

/** /login/code (/login/kod in cs and sk): the address comes in the query from the first step. */
export const getCodeServerSideProps = withShell<LoginCodePageProps>(async ({ query, res }) => {
  res.setHeader('cache-control', 'private, no-store');
  const email = firstQueryValue(query.email);
  return { props: { email: email && email.length <= 254 && email.includes('@') ? email : null, returnTo: safeReturnPath(firstQueryValue(query.returnTo)) } };
}, { namespaces: ['account'] });
