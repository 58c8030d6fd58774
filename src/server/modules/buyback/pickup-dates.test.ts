import { STOREFRONT_TRANSPORT, transportOptionsFor } from './transport-config';
import { easterSunday, isWorkingDay, localDateAndHour, pickupDates, publicHolidays } from './pickup-dates';

const prague = { country: 'CZ' as const, timeZone: 'Europe/Prague', cutoffHour: 14 };

describe('pickup dates: working days after a cut-off, minus public holidays', () => {
  it.each([
    [2024, 3, 31], [2025, 4, 20], [2026, 4, 5], [2027, 3, 28], [2019, 4, 21], [2038, 4, 25], [2000, 4, 23],
  ])('finds Easter Sunday %i on %i/%i', (year, month, day) => {
    expect(easterSunday(year)).toEqual({ month, day });
  });

  it('knows the Easter-based holidays of each country', () => {
    // 2026: Easter 5 April → Good Friday 3 April, Easter Monday 6 April, Ascension 14 May, Whit Monday 25 May, Corpus Christi 4 June.
    expect([...publicHolidays('CZ', 2026)]).toEqual(expect.arrayContaining(['2026-04-03', '2026-04-06', '2026-07-06', '2026-12-24']));
    expect([...publicHolidays('AT', 2026)]).toEqual(expect.arrayContaining(['2026-04-06', '2026-05-14', '2026-05-25', '2026-06-04', '2026-10-26']));
    expect(publicHolidays('AT', 2026).has('2026-04-03')).toBe(false);
    expect([...publicHolidays('DE', 2026)]).toEqual(expect.arrayContaining(['2026-04-03', '2026-04-06', '2026-05-14', '2026-05-25', '2026-10-03']));
    expect([...publicHolidays('ES', 2026)]).toEqual(expect.arrayContaining(['2026-04-03', '2026-10-12']));
    expect(publicHolidays('ES', 2026).has('2026-04-06')).toBe(false);
    expect([...publicHolidays('IT', 2026)]).toEqual(expect.arrayContaining(['2026-04-06', '2026-04-25', '2026-06-02']));
    expect([...publicHolidays('FR', 2026)]).toEqual(expect.arrayContaining(['2026-05-14', '2026-07-14', '2026-11-11']));
    expect([...publicHolidays('BE', 2026)]).toEqual(expect.arrayContaining(['2026-05-25', '2026-07-21']));
    expect([...publicHolidays('SK', 2026)]).toEqual(expect.arrayContaining(['2026-01-06', '2026-08-29', '2026-04-03']));
    // King's Day moves to Saturday 26 April when the 27th is a Sunday (2025).
    expect(publicHolidays('NL', 2025).has('2025-04-26')).toBe(true);
    expect(publicHolidays('NL', 2026).has('2026-04-27')).toBe(true);
  });

  it('skips weekends and holidays', () => {
    expect(isWorkingDay('CZ', '2026-06-10')).toBe(true); // Wednesday
    expect(isWorkingDay('CZ', '2026-06-13')).toBe(false); // Saturday
    expect(isWorkingDay('CZ', '2026-10-28')).toBe(false);
    expect(isWorkingDay('DE', '2026-10-28')).toBe(true);
  });

  it('offers the next working day before the cut-off, the one after it from the cut-off on (local time)', () => {
    // Wednesday 10 June 2026, 13:59 in Prague (11:59 UTC).
    expect(pickupDates(new Date('2026-06-10T11:59:00Z'), { ...prague, count: 3 })).toEqual(['2026-06-11', '2026-06-12', '2026-06-15']);
    // 14:00 in Prague: Thursday is gone.
    expect(pickupDates(new Date('2026-06-10T12:00:00Z'), { ...prague, count: 3 })).toEqual(['2026-06-12', '2026-06-15', '2026-06-16']);
  });

  it('reads the cut-off in the seller’s time zone, not UTC', () => {
    // 23:30 UTC on Tuesday is already Wednesday 01:30 in Prague: before the cut-off, Thursday is first.
    expect(pickupDates(new Date('2026-06-09T23:30:00Z'), { ...prague, count: 1 })).toEqual(['2026-06-11']);
    expect(localDateAndHour(new Date('2026-06-09T23:30:00Z'), 'Europe/Prague')).toEqual({ date: '2026-06-10', hour: 1 });
    // Same instant in Madrid (UTC+2 in summer) as well; and in winter Prague is UTC+1.
    expect(localDateAndHour(new Date('2026-01-15T13:30:00Z'), 'Europe/Prague')).toEqual({ date: '2026-01-15', hour: 14 });
  });

  it('jumps over Christmas and Easter', () => {
    // Tuesday 22 December 2026, morning: 23rd, then 24–26 holidays and the weekend, then Monday 28th.
    expect(pickupDates(new Date('2026-12-22T08:00:00Z'), { ...prague, count: 2 })).toEqual(['2026-12-23', '2026-12-28']);
    // Thursday 2 April 2026 afternoon in Vienna: Friday 3rd (a working day in AT) is skipped by the cut-off, Easter Monday is a holiday.
    expect(pickupDates(new Date('2026-04-02T13:00:00Z'), { country: 'AT', timeZone: 'Europe/Vienna', cutoffHour: 14, count: 2 })).toEqual(['2026-04-07', '2026-04-08']);
    // Same moment in Germany: Good Friday and Easter Monday are both holidays.
    expect(pickupDates(new Date('2026-04-02T10:00:00Z'), { country: 'DE', timeZone: 'Europe/Berlin', cutoffHour: 14, count: 1 })).toEqual(['2026-04-07']);
  });
});

describe('carriers per storefront', () => {
  it('offers Packeta and DPD in cs and sk, Austrian Post in de-AT, DHL in de-DE, none in en; courier services carry pickup dates', () => {
    const now = new Date('2026-06-10T08:00:00Z');
    expect(transportOptionsFor('cs', now).carriers.map((c) => c.carrier)).toEqual(['packeta', 'dpd', 'dpd_courier']);
    expect(transportOptionsFor('sk', now).carriers.map((c) => c.carrier)).toContain('packeta');
    expect(transportOptionsFor('de-AT', now).carriers.map((c) => c.carrier)).toContain('austrian_post');
    expect(transportOptionsFor('de-DE', now).carriers.map((c) => c.carrier)).toContain('dhl');
    expect(transportOptionsFor('en', now).carriers).toEqual([]);
    const courier = transportOptionsFor('cs', now).carriers.find((c) => c.carrier === 'dpd_courier')!;
    expect(courier).toMatchObject({ service: 'courier_pickup', pickupDates: expect.arrayContaining(['2026-06-11']) });
    expect(transportOptionsFor('cs', now).carriers.find((c) => c.carrier === 'packeta')!.pickupDates).toEqual([]);
    for (const config of Object.values(STOREFRONT_TRANSPORT)) if (config) expect(config.carriers.length).toBeGreaterThan(0);
  });
});
