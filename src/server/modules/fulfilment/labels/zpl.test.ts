import { formatCod, renderZpl } from './zpl';

const label = {
  carrier: 'Packeta', trackingNumber: 'Z1234567890', barcode: 'Z 123 4567 890', orderNumber: 'BT26100001', recipient: 'Jiří Šťastný',
  phone: '+420 602 123 456', lines: ['Dlouhá 1', '110 00 Praha', 'CZ'], codX100: 0, currency: 'CZK', sender: 'Bookturn s.r.o.',
};

it('is one ZPL label in UTF-8 with the tracking number as a Code 128 barcode', () => {
  const zpl = renderZpl(label);
  expect(zpl.startsWith('^XA\n^CI28')).toBe(true);
  expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
  expect(zpl).toContain('^BCN,200,Y,N,N^FDZ1234567890^FS');
  expect(zpl).toContain('^FDJiří Šťastný^FS');
  expect(zpl).not.toContain('COD');
});

it('cannot be broken by a field: ^ and ~ in a name become spaces, line breaks are flattened', () => {
  const zpl = renderZpl({ ...label, recipient: 'Eve^XZ~JA', lines: ['Street 1\n^FO0,0'] });
  expect(zpl.match(/\^XZ/g)).toHaveLength(1);
  expect(zpl).not.toContain('~JA');
  expect(zpl).toContain('^FDEve XZ JA^FS');
  expect(zpl).toContain('^FDStreet 1  FO0,0^FS');
});

it('prints the cash to collect in a black box', () => {
  expect(formatCod(45_950, 'CZK')).toBe('459.50 CZK');
  expect(formatCod(5, 'EUR')).toBe('0.05 EUR');
  expect(renderZpl({ ...label, codX100: 45_950 })).toContain('^FR^FDCOD 459.50 CZK^FS');
});
