import {
  capVerdict, isDisposableEmail, isImplausibleName, namesMismatch, reviewReasons, type ReviewInput,
} from './abuse-rules';

const CAPS = { email: 10, ip: 20, device: 10 };
const base: ReviewInput = {
  email: 'jana.novakova@example.cz', contactName: 'Jana Nováková', accountName: null,
  held: { email: 0, ip: 0, device: 0 }, copies: 1, caps: CAPS, otherEmailsFromIp: 0,
};

describe('capVerdict', () => {
  it('lets an order fill a cap exactly and refuses one copy more, naming the cap', () => {
    expect(capVerdict({ email: 7, ip: 0, device: 0 }, 3, CAPS)).toBeNull();
    expect(capVerdict({ email: 8, ip: 0, device: 0 }, 3, CAPS)).toEqual({ kind: 'email', max: 10 });
    expect(capVerdict({ email: 0, ip: 19, device: 0 }, 2, CAPS)).toEqual({ kind: 'ip', max: 20 });
    expect(capVerdict({ email: 0, ip: 0, device: 10 }, 1, CAPS)).toEqual({ kind: 'device', max: 10 });
  });
  it('skips what is not known (no IP, no device)', () => {
    expect(capVerdict({ email: 0, ip: null, device: null }, 10, CAPS)).toBeNull();
  });
});

describe('reviewReasons', () => {
  it('a plain order from a real-looking person needs no review', () => {
    expect(reviewReasons(base)).toEqual([]);
  });
  it('an order that fills a cap to the brim', () => {
    expect(reviewReasons({ ...base, held: { email: 9, ip: 9, device: 2 }, copies: 1 }).map((f) => f.reason)).toEqual(['unpaid_cap_reached']);
    expect(reviewReasons({ ...base, held: { email: 0, ip: null, device: null }, copies: 9 })).toEqual([]);
  });
  it('several unpaid orders from one IP under other addresses', () => {
    expect(reviewReasons({ ...base, otherEmailsFromIp: 1 })).toEqual([]);
    expect(reviewReasons({ ...base, otherEmailsFromIp: 2 }).map((f) => f.reason)).toEqual(['many_unpaid_orders_from_ip']);
    expect(reviewReasons({ ...base, otherEmailsFromIp: null })).toEqual([]);
  });
  it('a disposable mailbox, also on a subdomain', () => {
    expect(isDisposableEmail('x@mailinator.com')).toBe(true);
    expect(isDisposableEmail('x@eu.yopmail.com')).toBe(true);
    expect(isDisposableEmail('x@seznam.cz')).toBe(false);
    expect(isDisposableEmail('x@notmailinator.com')).toBe(false);
    expect(reviewReasons({ ...base, email: 'a@yopmail.com' }).map((f) => f.reason)).toEqual(['disposable_email_domain']);
  });
  it('a contact name unlike the account’s name (accents and order ignored)', () => {
    expect(namesMismatch('Jana Nováková', 'Nováková Jana')).toBe(false);
    expect(namesMismatch('jana novakova', 'Jana Nováková')).toBe(false);
    expect(namesMismatch('Petr Svoboda', 'Jana Nováková')).toBe(true);
    expect(namesMismatch('Petr Svoboda', null)).toBe(false);
    expect(reviewReasons({ ...base, contactName: 'Petr Svoboda', accountName: 'Jana Nováková' }).map((f) => f.reason)).toEqual(['name_mismatch']);
  });
  it('a name that is not a name', () => {
    expect(isImplausibleName('asdf123')).toBe(true);
    expect(isImplausibleName('aaaa')).toBe(true);
    expect(isImplausibleName('..')).toBe(true);
    expect(isImplausibleName('Ló Wu')).toBe(false);
    expect(isImplausibleName('Zoë O’Brien-Smith')).toBe(false);
    expect(reviewReasons({ ...base, contactName: 'x1 x2' }).map((f) => f.reason)).toEqual(['implausible_name']);
  });
});
