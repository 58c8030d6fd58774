import { appUserOf } from './appUser';

describe('appUserOf (issue 17: the header greets by the name given, never by the e-mail address)', () => {
  it('keeps the name the customer gave', () => {
    expect(appUserOf({ id: 1, name: 'Jana Nováková', email: 'jana@example.com' })).toEqual({ id: 1, name: 'Jana Nováková', email: 'jana@example.com' });
  });

  it('has no name, not the e-mail address, when none was given', () => {
    expect(appUserOf({ id: 2, name: null, email: 'jana@example.com' }).name).toBe('');
    expect(appUserOf({ id: 3, name: '  ', email: 'jana@example.com' }).name).toBe('');
  });
});
