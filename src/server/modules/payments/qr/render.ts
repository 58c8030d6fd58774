import QRCode from 'qrcode';

/**
 * A payment QR code as a self-contained SVG document. Error correction M is what both SPAYD and
 * EPC069-12 prescribe; the 4-module quiet zone is the QR standard's.
 */
export function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
