import fc from 'fast-check';
import { decodeBase64Url, encodeBase64Url } from './base64url';
import { decodePublishersSegment, encodePublishersSegment } from './publishersSegment';

describe('base64url', () => {
  it('matches Node for any bytes, without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(encodeBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
        expect(decodeBase64Url(encodeBase64Url(bytes))).toEqual(bytes);
      }),
    );
  });

  it('also reads standard base64 with padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(decodeBase64Url(Buffer.from(bytes).toString('base64'))).toEqual(bytes);
      }),
    );
  });

  it.each(['A', 'AAAAA', 'A!', 'AA=A', 'AA===', 'Ω', ' AA'])('rejects %p', (text) => {
    expect(decodeBase64Url(text)).toBeUndefined();
  });
});

describe('publishers segment', () => {
  it('is url-safe base64 of the UTF-8 JSON array', () => {
    expect(encodePublishersSegment(['Žluťoučký kůň'])).toBe(Buffer.from('["Žluťoučký kůň"]').toString('base64url'));
  });

  it('round-trips Czech names and names with separators', () => {
    const names = ['Argo', 'Euromedia_Group', 'Nakladatelství "Lidové noviny"', 'Paseka.new', 'Žluťoučký kůň úpěl ďábelské ódy'];
    expect(decodePublishersSegment(encodePublishersSegment(names))).toEqual(names);
  });

  it('never contains a character that needs percent-encoding or a dot', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }), (names) => {
        expect(encodePublishersSegment(names)).toMatch(/^[A-Za-z0-9_-]*$/);
      }),
    );
  });

  it('gives undefined for anything that is not a list of names, and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (junk) => {
        const decoded = decodePublishersSegment(junk);
        expect(decoded === undefined || decoded.length > 0).toBe(true);
      }),
    );
  });
});
