import { isCrateCode } from '@/contracts/warehouse';
import { differences } from './audits.service';
import { copyZpl } from './copy-label';

describe('copy label (ZPL)', () => {
  it('prints the label text as Code 128 and the title without ZPL command characters', () => {
    const zpl = copyZpl({ copyId: 1234, title: 'Babička ^FS~JA\nnový řádek' });
    expect(zpl.startsWith('^XA\n^CI28')).toBe(true);
    expect(zpl).toContain('^BCN,90,Y,N,N^FDB1234^FS');
    expect(zpl).toContain('^FDBabička  FS JA nový řádek^FS');
    expect(zpl.trim().endsWith('^XZ')).toBe(true);
  });
});

describe('scanner codes', () => {
  it('tells crates from racks and copy labels', () => {
    expect(isCrateCode('KR-000001')).toBe(true);
    expect(isCrateCode(' kr-12 ')).toBe(true);
    expect(isCrateCode('PRG-A01')).toBe(false);
    expect(isCrateCode('B123')).toBe(false);
  });
});

describe('audit differences', () => {
  it('missing = expected on a scanned rack and scanned nowhere; found = scanned where not expected', () => {
    const racks = [
      { rackId: 1, rack: 'A', expected: [1, 2, 3], scanned: [1, 4] },
      { rackId: 2, rack: 'B', expected: [4, 5], scanned: [3, 5] },
    ];
    const { missing, found } = differences(racks);
    // 3 was expected on A but lies on B (found there, not missing); 2 is nowhere.
    expect(missing).toEqual([{ copyId: 2, rack: 'A' }]);
    expect(found).toEqual([{ copyId: 4, rack: 'A' }, { copyId: 3, rack: 'B' }]);
  });
});
