/**
 * Where the persistent filter lives. Anonymous visitors keep it in a cookie; the accounts issue
 * plugs in a server store (GET/PUT /adonis/v1/users/current/filters) behind the same interface,
 * so callers never change.
 */
import { languagesFromCookie, persistentFilterCookieString, readCookie } from './persistentFilterCookie';

export interface PersistentFilterStore {
  /** The saved languages, or null when nothing (valid) is saved. */
  load(): Promise<number[] | null>;
  /** Rejects when the value could not be saved; the caller rolls back. */
  save(ids: number[]): Promise<void>;
}

interface CookieJar {
  cookie: string;
}

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

/**
 * The anonymous store: our cookie on this device. The jar is looked up on each call, so the
 * store can be created during server rendering (where it is never called).
 */
export function createCookieFilterStore(jar: () => CookieJar = () => document, secure: () => boolean = isHttps): PersistentFilterStore {
  return {
    load: async () => languagesFromCookie(readCookie(jar().cookie)),
    save: async (ids) => {
      jar().cookie = persistentFilterCookieString(ids, { secure: secure() });
    },
  };
}
