import { z } from '@hono/zod-openapi';
import {
  BANK_STATEMENT_MAX_BYTES, bankLine, bankLineIdParam, bankLineList, bankLineListQuery, bankStatementImport, bankStatementList, bankStatementListQuery,
  resolveBankLineBody,
} from '@/contracts/bank-statements';
import { apiError } from '@/contracts/common';
import { AppError } from '../../http/errors';
import { declareBodyLimit } from '../../http/request-body';
import { staffRoute } from '../../http/staff-route';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { importStatement, listLines, listStatements, resolveLine } from './bank-statements.service';

const BASE = '/adonis/admin/v1/bank-statements';
/** Who may import statements and decide on their lines: whoever may confirm a payment by hand. */
const PERMISSION = 'payments.confirm';
const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...json(apiError) });
const file = z.string().openapi({ format: 'binary', description: 'The statement file as it came from the bank' });
/** Room for the multipart envelope around the largest file. */
const MULTIPART_SLACK = 64 * 1024;

/** Bank-transfer matching (issue 13 item 6, docs/adr/0022), every call behind `payments.confirm`. */
export function registerBankStatementRoutes(app: Api, options: { shopIbans: readonly string[] }): void {
  declareBodyLimit(app, 'POST', BASE, BANK_STATEMENT_MAX_BYTES + MULTIPART_SLACK);
  staffRoute(app, {
    method: 'post', path: BASE, permission: PERMISSION,
    summary: 'Import a bank statement (camt.053 XML or Fio banka CSV) and match its credits to orders by variable symbol and amount',
    description: 'The file as the request body (any content type but multipart; its name in ?fileName=), or as the field `file` of a multipart form. '
      + 'The same file again answers 200 with duplicate: true and changes nothing; lines seen on an earlier statement are skipped.',
    request: {
      query: z.object({ fileName: z.string().max(200).optional() }),
      body: {
        required: true,
        content: {
          'application/xml': { schema: file }, 'text/csv': { schema: file }, 'application/octet-stream': { schema: file },
          'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } },
        },
      },
    },
    responses: {
      201: { description: 'Imported: the statement with the match states of its new lines', ...json(bankStatementImport) },
      200: { description: 'This file was imported before: nothing changed', ...json(bankStatementImport) },
      413: err(`PAYLOAD_TOO_LARGE: over ${BANK_STATEMENT_MAX_BYTES} bytes`),
      422: err('BANK_STATEMENT_INVALID (details.problem, details.where): not a statement we read, or OTHER_ACCOUNT: not the shop\'s account (BANK_IBAN); nothing was imported'),
    },
  }, async (c) => {
    c.header('cache-control', 'private, no-store');
    const upload = await readUpload(c.req.raw, c.req.valid('query').fileName ?? null);
    const result = await importStatement(c.var.ctx, { ...upload, shopIbans: options.shopIbans });
    return c.json(bankStatementImport.parse(result), result.duplicate ? 200 : 201);
  });

  staffRoute(app, {
    method: 'get', path: BASE, permission: PERMISSION,
    summary: 'Imported bank statements, newest first, with the match states of their lines',
    request: { query: bankStatementListQuery },
    responses: { 200: { description: 'Statements', ...json(bankStatementList) } },
  }, async (c) => {
    c.header('cache-control', 'private, no-store');
    return respond(c, bankStatementList, await listStatements(c.var.ctx, c.req.valid('query')));
  });

  staffRoute(app, {
    method: 'get', path: `${BASE}/lines`, permission: PERMISSION,
    summary: 'Statement lines, newest first; state=open lists the unmatched and partial ones a person has to resolve',
    request: { query: bankLineListQuery },
    responses: { 200: { description: 'Lines', ...json(bankLineList) } },
  }, async (c) => {
    c.header('cache-control', 'private, no-store');
    return respond(c, bankLineList, await listLines(c.var.ctx, c.req.valid('query')));
  });

  staffRoute(app, {
    method: 'post', path: `${BASE}/lines/{id}/resolve`, permission: PERMISSION,
    summary: 'Resolve an unmatched or partial line: assign it to an order (paid when it covers what the order owes) or ignore it; journaled',
    request: { params: bankLineIdParam, body: { required: true, ...json(resolveBankLineBody) } },
    responses: {
      200: { description: 'The line as it is now', ...json(bankLine) },
      404: err('NOT_FOUND: no such line or order'),
      409: err('BANK_LINE_CONFLICT: the line is matched or ignored already; ORDER_STATE_CONFLICT: the order cannot take a payment now'),
      422: err('BUSINESS_RULE: the payment is in another currency than the order'),
    },
  }, async (c) => {
    c.header('cache-control', 'private, no-store');
    return respond(c, bankLine, await resolveLine(c.var.ctx, c.req.valid('param').id, c.req.valid('json')));
  });
}

/** The file of an upload: a multipart form's `file` field, or the raw body. */
async function readUpload(req: Request, fileName: string | null): Promise<{ bytes: Uint8Array; fileName: string | null }> {
  if (/^multipart\/form-data/i.test(req.headers.get('content-type') ?? '')) {
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw new AppError('BANK_STATEMENT_INVALID', 'The multipart form cannot be read', { problem: 'EMPTY', where: 'body' });
    }
    const part = form.get('file');
    if (!part || typeof part === 'string') throw new AppError('BANK_STATEMENT_INVALID', 'The form has no file in the field "file"', { problem: 'EMPTY', where: 'file' });
    return { bytes: new Uint8Array(await part.arrayBuffer()), fileName: part.name || fileName };
  }
  return { bytes: new Uint8Array(await req.arrayBuffer()), fileName };
}
