import { EMPTY_CONTACT, validateContact } from './contactValidation';

describe('validateContact', () => {
  const valid = { ...EMPTY_CONTACT, name: 'Jana', email: 'jana@example.com', subject: 'Balík', message: 'Kde je můj balík, prosím?' };

  it('accepts a complete message and drops empty optional fields', () => {
    const result = validateContact({ ...valid, orderNumber: '  ' });
    expect(result).toEqual({ ok: true, data: { name: 'Jana', email: 'jana@example.com', subject: 'Balík', message: 'Kde je můj balík, prosím?' } });
  });

  it('names the problem of each field', () => {
    const result = validateContact({ ...EMPTY_CONTACT, email: 'jana@', message: 'krátká', subject: 'x'.repeat(201) });
    expect(result).toEqual({
      ok: false,
      errors: { name: { key: 'required' }, email: { key: 'email' }, subject: { key: 'tooLong', max: 200 }, message: { key: 'tooShort', min: 10 } },
    });
  });
});
