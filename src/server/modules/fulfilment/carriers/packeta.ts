import { AppError } from '../../../http/errors';
import { callProvider, type FetchLike } from '../../payments/providers/http';
import { decimalOf, readLeaf, xmlElement, xmlLeaf } from './packeta-xml';
import type { CarrierClient, CarrierStatus, CreatedParcel, ParcelInput, ParcelStatus, ReturnParcelInput } from './types';
import { trackingUrlFor } from './tracking';

export interface PacketaOptions {
  apiPassword: string;
  /** e.g. https://www.zasilkovna.cz/api/rest (tests: a local stub server). */
  apiUrl: string;
  /** The sender label the Packeta account knows ("eshop"). */
  eshop: string;
  timeoutMs: number;
  fetch?: FetchLike;
}

/**
 * Home delivery is a Packeta "address" too: the id of the home-delivery carrier per country
 * (Packeta's carrier list). Countries not here have no home delivery through Packeta.
 */
export const PACKETA_HOME_DELIVERY: Record<string, number> = { CZ: 106, SK: 131, HU: 4159, PL: 3060, DE: 111, AT: 80 };

/**
 * Packeta's status codes (packetStatus → statusCode): 7 delivered, 9/10 on the way back / returned
 * to the sender; the rest is still under way. Cash on delivery is collected with the delivery.
 */
export function packetaStatus(code: number): ParcelStatus {
  if (code === 7) return 'delivered';
  if (code === 10) return 'returned';
  return 'in_transit';
}

function splitName(full: string): { name: string; surname: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length < 2) return { name: full.trim(), surname: full.trim() };
  return { name: parts.slice(0, -1).join(' '), surname: parts[parts.length - 1]! };
}

/** The createPacket request body (exported for the client's test, which checks what the stub received). */
export function createPacketXml(input: ParcelInput, options: Pick<PacketaOptions, 'apiPassword' | 'eshop'>): string {
  const { name, surname } = splitName(input.name);
  const home = input.pudoId === null;
  const country = input.address?.country ?? 'CZ';
  const addressId = home ? PACKETA_HOME_DELIVERY[country] : input.pudoId;
  if (addressId === undefined || addressId === null || addressId === '') {
    throw new AppError('CARRIER_REJECTED', `Packeta has no home delivery to ${country}`, { country });
  }
  return xmlElement('createPacket', [
    xmlLeaf('apiPassword', options.apiPassword),
    xmlElement('packetAttributes', [
      xmlLeaf('number', input.orderNumber),
      xmlLeaf('name', name),
      xmlLeaf('surname', surname),
      xmlLeaf('email', input.email),
      xmlLeaf('phone', input.phone),
      xmlLeaf('addressId', addressId),
      xmlLeaf('cod', input.codX100 > 0 ? decimalOf(input.codX100) : null),
      xmlLeaf('value', decimalOf(input.valueX100)),
      xmlLeaf('currency', input.currency),
      xmlLeaf('weight', (input.weightGrams / 1000).toFixed(3)),
      xmlLeaf('eshop', options.eshop),
      ...(home ? [
        xmlLeaf('street', input.address?.street), xmlLeaf('houseNumber', input.address?.houseNumber),
        xmlLeaf('city', input.address?.city), xmlLeaf('zip', input.address?.zip),
      ] : []),
    ]),
  ]);
}

/** The createPacketClaim request body: a return packet from a customer to the eshop (its label e-mailed to them too). */
export function createPacketClaimXml(input: ReturnParcelInput, options: Pick<PacketaOptions, 'apiPassword' | 'eshop'>): string {
  return xmlElement('createPacketClaim', [
    xmlLeaf('apiPassword', options.apiPassword),
    xmlElement('claimAttributes', [
      xmlLeaf('number', input.reference),
      xmlLeaf('email', input.email),
      xmlLeaf('phone', input.phone),
      xmlLeaf('value', decimalOf(input.valueX100)),
      xmlLeaf('currency', input.currency),
      xmlLeaf('eshop', options.eshop),
      xmlLeaf('sendLabelToEmail', 'true'),
    ]),
  ]);
}

/**
 * Packeta's REST/XML API: createPacket (→ packet id and barcode) and packetStatus. The password
 * travels in the body, as the API wants; every call has the carrier timeout.
 */
export function createPacketaClient(options: PacketaOptions): CarrierClient {
  const fetchImpl = options.fetch ?? fetch;
  const url = options.apiUrl.replace(/\/+$/, '');

  async function call(body: string): Promise<string> {
    const res = await callProvider('Packeta', fetchImpl, url, {
      method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8', accept: 'text/xml' }, body: `<?xml version="1.0" encoding="utf-8"?>\n${body}`,
    }, options.timeoutMs);
    if (!res.ok && readLeaf(res.text, 'status') === null) {
      throw new AppError('PROVIDER_UNAVAILABLE', `Packeta answered HTTP ${res.status}`, { status: res.status });
    }
    const status = readLeaf(res.text, 'status');
    if (status === 'fault') {
      throw new AppError('CARRIER_REJECTED', `Packeta refused the request: ${readLeaf(res.text, 'string') ?? readLeaf(res.text, 'fault') ?? 'fault'}`, {
        fault: readLeaf(res.text, 'fault'),
      });
    }
    if (status !== 'ok') throw new AppError('PROVIDER_UNAVAILABLE', 'Packeta answered something that is not its XML response');
    return res.text;
  }

  return {
    name: 'packeta',

    async createParcel(input): Promise<CreatedParcel> {
      const xml = await call(createPacketXml(input, options));
      const id = readLeaf(xml, 'id');
      const barcode = readLeaf(xml, 'barcode');
      if (!id || !barcode) throw new AppError('PROVIDER_UNAVAILABLE', 'Packeta created a packet without an id or barcode');
      return { carrierRef: id, trackingNumber: barcode, barcode: readLeaf(xml, 'barcodeText') ?? barcode };
    },

    async createReturnParcel(input): Promise<CreatedParcel> {
      const xml = await call(createPacketClaimXml(input, options));
      const id = readLeaf(xml, 'id');
      const barcode = readLeaf(xml, 'barcode');
      if (!id || !barcode) throw new AppError('PROVIDER_UNAVAILABLE', 'Packeta created a claim packet without an id or barcode');
      return { carrierRef: id, trackingNumber: barcode, barcode: readLeaf(xml, 'barcodeText') ?? barcode };
    },

    async fetchStatus(carrierRef): Promise<CarrierStatus> {
      const xml = await call(xmlElement('packetStatus', [xmlLeaf('apiPassword', options.apiPassword), xmlLeaf('packetId', carrierRef)]));
      const code = Number(readLeaf(xml, 'statusCode'));
      const status = packetaStatus(code);
      return { status, carrierStatus: `${code} ${readLeaf(xml, 'codeText') ?? ''}`.trim(), codCollected: status === 'delivered' };
    },

    trackingUrl: (trackingNumber) => trackingUrlFor('packeta', trackingNumber),
  };
}
