import type { ShipmentLabelData } from '../../../db/schema';

/**
 * The shipping label as ZPL II for the desk's thermal printers (4×6 in at 203 dpi: 812×1218 dots).
 * ZPL is plain ASCII with ^ and ~ as commands: those characters are removed from the text fields,
 * and ^CI28 switches the printer to UTF-8 so Czech letters print.
 */
const field = (value: string) => value.replace(/[\^~]/g, ' ').replace(/[\r\n]+/g, ' ').slice(0, 60);

export function formatCod(x100: number, currency: string): string {
  return `${Math.trunc(x100 / 100)}.${String(x100 % 100).padStart(2, '0')} ${currency}`;
}

export function renderZpl(label: ShipmentLabelData): string {
  const out: string[] = ['^XA', '^CI28', '^PW812', '^LL1218', '^LH0,0'];
  let y = 40;
  const text = (value: string, size = 34) => {
    out.push(`^FO40,${y}^A0N,${size},${size}^FD${field(value)}^FS`);
    y += size + 14;
  };
  text(label.carrier.toUpperCase(), 48);
  text(`${label.sender}`, 28);
  y += 10;
  out.push(`^FO40,${y}^GB732,3,3^FS`);
  y += 24;
  text(label.recipient, 44);
  for (const line of label.lines) text(line, 34);
  text(label.phone, 30);
  y += 10;
  if (label.codX100 > 0) {
    out.push(`^FO40,${y}^GB732,70,70^FS`, `^FO60,${y + 14}^A0N,44,44^FR^FDCOD ${field(formatCod(label.codX100, label.currency))}^FS`);
    y += 90;
  }
  text(`${label.orderNumber}`, 34);
  y += 20;
  out.push(`^FO60,${y}^BY3^BCN,200,Y,N,N^FD${field(label.trackingNumber)}^FS`);
  out.push('^XZ');
  return `${out.join('\n')}\n`;
}
