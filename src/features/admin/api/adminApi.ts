import { z } from 'zod';
import { apiRequest, browserClient, type ApiClient } from '@/lib/http';
import {
  adminOrderList, adminSearchResult, staffSessionList, cardPinResponse, currentEmployee, employeeDetail, employeeList, staffLoginResponse, WORKSTATION_HEADER,
  workstationCreated, workstationList, type AdminOrderListQuery, type CurrentEmployee,
} from '@/contracts/staff';
import { deskActionResponse, deskOrderDetail } from '@/contracts/admin-orders';
import { IDEMPOTENCY_HEADER } from '@/contracts/checkout';
import { bankLine, bankLineList, bankStatementImport, bankStatementList, type BankLineListQuery, type ResolveBankLineBody } from '@/contracts/bank-statements';
import { inProgressList, packingDetail, packingState, shipment, toVerifyList } from '@/contracts/fulfilment';

const BASE = '/adonis/admin/v1';
const ok = z.object({ ok: z.literal(true) });

/** The staff UI's API client (same origin, the storefront's XSRF pair). */
export const adminClient = (): ApiClient => browserClient('cs');

export const fetchCurrentEmployee = (client: ApiClient): Promise<CurrentEmployee> => apiRequest(client, { url: `${BASE}/employees/current`, schema: currentEmployee });

export const loginWithPassword = (email: string, password: string) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/employees/login`, data: { email, password }, schema: staffLoginResponse });
export const loginWithCard = (cardId: string, pin: string, workstationToken: string) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/employees/login/rfid`, data: { cardId, pin }, headers: { [WORKSTATION_HEADER]: workstationToken }, schema: staffLoginResponse });
export const logout = () => apiRequest(adminClient(), { method: 'POST', url: `${BASE}/employees/logout`, schema: ok });

export const fetchOrders = (client: ApiClient, query: Partial<AdminOrderListQuery>) =>
  apiRequest(client, { url: `${BASE}/orders`, query: query as Record<string, string | number>, schema: adminOrderList });
export const search = (q: string) => apiRequest(adminClient(), { url: `${BASE}/search`, query: { q }, schema: adminSearchResult });

export const fetchEmployees = (client: ApiClient) => apiRequest(client, { url: `${BASE}/employees`, schema: employeeList });
export const fetchEmployee = (client: ApiClient, id: number) => apiRequest(client, { url: `${BASE}/employees/${id}`, schema: employeeDetail });
export const createEmployee = (data: { name: string; email: string; password: string }) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/employees`, data, schema: employeeDetail });
export const patchEmployee = (id: number, data: { active?: boolean }) => apiRequest(adminClient(), { method: 'PATCH', url: `${BASE}/employees/${id}`, data, schema: employeeDetail });
export const addPermission = (id: number, permissionName: string) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/employees/${id}/permissions`, data: { permissionName }, schema: employeeDetail });
export const removePermission = (id: number, permissionName: string) =>
  apiRequest(adminClient(), { method: 'DELETE', url: `${BASE}/employees/${id}/permissions/${encodeURIComponent(permissionName)}`, schema: employeeDetail });
export const revokeSession = (id: number, sessionId: number) => apiRequest(adminClient(), { method: 'DELETE', url: `${BASE}/employees/${id}/sessions/${sessionId}`, schema: ok });
export const bindCard = (id: number, cardId: string) => apiRequest(adminClient(), { method: 'POST', url: `${BASE}/employees/${id}/cards`, data: { cardId }, schema: employeeDetail });
export const unbindCard = (id: number, cardId: string) => apiRequest(adminClient(), { method: 'DELETE', url: `${BASE}/employees/${id}/cards/${encodeURIComponent(cardId)}`, schema: ok });
export const generatePin = (id: number, cardId: string) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/employees/${id}/cards/${encodeURIComponent(cardId)}/pin`, schema: cardPinResponse });
export const fetchWorkstations = (client: ApiClient) => apiRequest(client, { url: `${BASE}/workstations`, schema: workstationList });
export const createWorkstation = (name: string) => apiRequest(adminClient(), { method: 'POST', url: `${BASE}/workstations`, data: { name }, schema: workstationCreated });
export const removeWorkstation = (id: number) => apiRequest(adminClient(), { method: 'DELETE', url: `${BASE}/workstations/${id}`, schema: ok });

export const fetchOwnSessions = (client: ApiClient) => apiRequest(client, { url: `${BASE}/employees/current/sessions`, schema: staffSessionList });
export const revokeOwnSession = (sessionId: number) => apiRequest(adminClient(), { method: 'DELETE', url: `${BASE}/employees/current/sessions/${sessionId}`, schema: ok });
export const changeOwnPassword = (currentPassword: string, newPassword: string) =>
  apiRequest(adminClient(), { method: 'PATCH', url: `${BASE}/employees/current/password`, data: { currentPassword, newPassword }, schema: ok });

export const fetchOrderDetail = (client: ApiClient, id: number) => apiRequest(client, { url: `${BASE}/orders/${id}`, schema: deskOrderDetail });
/**
 * One desk action (POST/DELETE on a sub-resource of the order). `idempotencyKey` is made once per
 * click, so a request the network repeats is applied once (docs/adr/0020).
 */
export const deskAction = (method: 'POST' | 'DELETE', path: string, data: unknown, idempotencyKey: string) =>
  apiRequest(adminClient(), { method, url: `${BASE}${path}`, data, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: deskActionResponse });

// Bank-transfer matching (docs/adr/0022).
export const fetchBankStatements = (client: ApiClient, query: { page?: number; pageSize?: number } = {}) =>
  apiRequest(client, { url: `${BASE}/bank-statements`, query, schema: bankStatementList });
export const fetchBankLines = (client: ApiClient, query: Partial<BankLineListQuery>) =>
  apiRequest(client, { url: `${BASE}/bank-statements/lines`, query: query as Record<string, string | number>, schema: bankLineList });
/** The statement file as a multipart form (the browser sets the boundary). */
export const uploadBankStatement = (file: File) => {
  const data = new FormData();
  data.append('file', file);
  return apiRequest(adminClient(), { method: 'POST', url: `${BASE}/bank-statements`, data, schema: bankStatementImport });
};
export const resolveBankLine = (id: number, body: ResolveBankLineBody) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/bank-statements/lines/${id}/resolve`, data: body, schema: bankLine });
// --- Fulfilment (issue 13 item 5, docs/adr/0023) ---
export const fetchToVerify = (client: ApiClient) => apiRequest(client, { url: `${BASE}/fulfilment/to-verify`, schema: toVerifyList });
export const fetchInProgress = (client: ApiClient) => apiRequest(client, { url: `${BASE}/fulfilment/in-progress`, schema: inProgressList });
export const fetchPackingDetail = (client: ApiClient, id: number) => apiRequest(client, { url: `${BASE}/fulfilment/orders/${id}`, schema: packingDetail });
/** pick, scan, release, pack: one Idempotency-Key per click or scan. */
export const packingAction = (orderId: number, action: 'pick' | 'scan' | 'release' | 'pack', data: unknown, idempotencyKey: string) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/fulfilment/orders/${orderId}/${action}`, data, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: packingState });
export const shipOrder = (orderId: number, idempotencyKey: string) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/fulfilment/orders/${orderId}/ship`, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: shipment });
/** The label files are fetched by the browser itself (a link): same origin, the staff cookie. */
export const labelUrl = (shipmentId: number, format: 'zpl' | 'pdf') => `/api${BASE}/shipments/${shipmentId}/label.${format}`;
