import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPacketaClient } from './packeta';
import type { ParcelInput } from './types';

/**
 * Packeta's client against a local HTTP server standing in for https://www.zasilkovna.cz/api/rest:
 * the stub checks the XML it receives (password, attributes, escaping) and answers as Packeta does.
 */
let server: Server;
let url: string;
const received: string[] = [];
let answer: (body: string) => { status: number; body: string } = () => ({ status: 200, body: '' });

const readBody = (req: IncomingMessage) => new Promise<string>((resolve) => {
  let data = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => { data += chunk; });
  req.on('end', () => resolve(data));
});

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    received.push(body);
    const out = req.method === 'POST' && /text\/xml/.test(req.headers['content-type'] ?? '') ? answer(body) : { status: 415, body: 'no' };
    res.writeHead(out.status, { 'content-type': 'text/xml; charset=utf-8' });
    res.end(out.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/rest`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => { received.length = 0; });

const client = (timeoutMs = 2000) => createPacketaClient({ apiPassword: 'secret-api-password', apiUrl: url, eshop: 'bookturn', timeoutMs });

const parcel: ParcelInput = {
  orderNumber: 'BT26100042', name: 'Jiří Šťastný & syn', email: 'jiri@example.cz', phone: '+420 602 123 456', pudoId: '4321',
  address: null, codX100: 45_950, valueX100: 40_000, currency: 'CZK', weightGrams: 1000,
};

it('creates a packet: the XML carries the password, the pick-up point, COD as a decimal, escaped names; answers the barcode', async () => {
  answer = (body) => (body.includes('<createPacket>')
    ? { status: 200, body: '<?xml version="1.0"?><response><status>ok</status><result><id>1234567890</id><barcode>Z1234567890</barcode><barcodeText>Z 123 4567 890</barcodeText></result></response>' }
    : { status: 200, body: '<response><status>fault</status><fault>IncorrectApiPasswordFault</fault></response>' });
  const created = await client().createParcel(parcel);
  expect(created).toEqual({ carrierRef: '1234567890', trackingNumber: 'Z1234567890', barcode: 'Z 123 4567 890' });
  const xml = received[0]!;
  expect(xml).toContain('<apiPassword>secret-api-password</apiPassword>');
  expect(xml).toContain('<number>BT26100042</number>');
  expect(xml).toContain('<name>Jiří Šťastný &amp;</name><surname>syn</surname>');
  expect(xml).toContain('&amp;');
  expect(xml).not.toMatch(/Šťastný & syn/);
  expect(xml).toContain('<addressId>4321</addressId>');
  expect(xml).toContain('<cod>459.50</cod>');
  expect(xml).toContain('<value>400.00</value>');
  expect(xml).toContain('<currency>CZK</currency>');
  expect(xml).toContain('<eshop>bookturn</eshop>');
  expect(xml).not.toContain('<street>');
});

it('home delivery names the country’s home-delivery carrier and the address; no COD element when prepaid', async () => {
  answer = () => ({ status: 200, body: '<response><status>ok</status><result><id>1</id><barcode>Z0000000001</barcode></result></response>' });
  await client().createParcel({ ...parcel, pudoId: null, codX100: 0, address: { street: 'Dlouhá 1', city: 'Praha', zip: '11000', country: 'CZ' } });
  const xml = received[0]!;
  expect(xml).toContain('<addressId>106</addressId>');
  expect(xml).toContain('<street>Dlouhá 1</street>');
  expect(xml).toContain('<zip>11000</zip>');
  expect(xml).not.toContain('<cod>');
});

it('a fault is 422 CARRIER_REJECTED with Packeta’s words; garbage or an HTTP error is 502', async () => {
  answer = () => ({ status: 200, body: '<response><status>fault</status><fault>PacketAttributesFault</fault><string>Invalid addressId</string></response>' });
  await expect(client().createParcel(parcel)).rejects.toMatchObject({ code: 'CARRIER_REJECTED', message: expect.stringContaining('Invalid addressId') });
  answer = () => ({ status: 500, body: 'Internal error' });
  await expect(client().createParcel(parcel)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  answer = () => ({ status: 200, body: '<html>maintenance</html>' });
  await expect(client().createParcel(parcel)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
});

it('reads the packet status: 7 delivered (cash collected with it), 10 returned, others under way', async () => {
  let code = 7;
  answer = (body) => {
    expect(body).toContain('<packetStatus><apiPassword>secret-api-password</apiPassword><packetId>1234567890</packetId></packetStatus>');
    return { status: 200, body: `<response><status>ok</status><result><statusCode>${code}</statusCode><codeText>x</codeText></result></response>` };
  };
  expect(await client().fetchStatus('1234567890')).toMatchObject({ status: 'delivered', codCollected: true });
  code = 10;
  expect(await client().fetchStatus('1234567890')).toMatchObject({ status: 'returned', codCollected: false });
  code = 4;
  expect(await client().fetchStatus('1234567890')).toMatchObject({ status: 'in_transit', codCollected: false });
});

it('a carrier that does not answer in time is 502 PROVIDER_UNAVAILABLE', async () => {
  const silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const slow = createPacketaClient({ apiPassword: 'p', apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, eshop: 'b', timeoutMs: 300 });
  await expect(slow.createParcel(parcel)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  silent.closeAllConnections();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

it('creates a return (claim) packet for a seller’s parcel to the shop: reference, sender contact, value; answers the barcode', async () => {
  answer = (body) => (body.includes('<createPacketClaim>')
    ? { status: 200, body: '<?xml version="1.0"?><response><status>ok</status><result><id>987</id><barcode>Z987</barcode></result></response>' }
    : { status: 200, body: '<response><status>fault</status><fault>IncorrectApiPasswordFault</fault></response>' });
  const created = await client().createReturnParcel({ reference: 'BB12345678', name: 'Jana', email: 'jana@example.cz', phone: '+420602123456', valueX100: 15_000, currency: 'CZK' });
  expect(created).toEqual({ carrierRef: '987', trackingNumber: 'Z987', barcode: 'Z987' });
  expect(received[0]).toContain('<number>BB12345678</number>');
  expect(received[0]).toContain('<value>150.00</value>');
  expect(received[0]).toContain('<apiPassword>secret-api-password</apiPassword>');
  expect(received[0]).toContain('<sendLabelToEmail>true</sendLabelToEmail>');
});
