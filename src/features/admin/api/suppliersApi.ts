import { apiRequest, type ApiClient } from '@/lib/http';
import { supplierList, type SupplierListQuery } from '@/contracts/buyback';

const BASE = '/adonis/admin/v1';

/** GET /admin/v1/buyback/suppliers: the people who sell to the shop (buyback permission). */
export const fetchSuppliers = (client: ApiClient, query: Partial<SupplierListQuery>) =>
  apiRequest(client, { url: `${BASE}/buyback/suppliers`, query: query as Record<string, string | number>, schema: supplierList });
