import { adminPath } from './adminPath';

describe('adminPath', () => {
  it('writes back-office addresses from the route table', () => {
    expect(adminPath('adminOrder', { id: 42 })).toBe('/admin/objednavky/42');
    expect(adminPath('adminPacking', { id: 7 })).toBe('/admin/baleni/7');
    expect(adminPath('adminIntakeBatch', { code: 'B-1' })).toBe('/admin/prijem/B-1');
    expect(adminPath('adminInbox', undefined, { state: 'closed', page: 2 })).toBe('/admin/zpravy?state=closed&page=2');
  });

  it('encodes a return address as one query value', () => {
    const path = adminPath('adminLogin', undefined, { next: '/admin/objednavky?state=new&page=2' });
    expect(path.startsWith('/admin/login?next=')).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).get('next')).toBe('/admin/objednavky?state=new&page=2');
  });

  it('refuses a route without its parameter', () => {
    expect(() => adminPath('adminOrder')).toThrow();
  });
});
