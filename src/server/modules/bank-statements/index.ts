// Bank-transfer matching (issue 13 item 6, docs/adr/0022): statement import, lines, resolution.
export { importStatement, listLines, listStatements, resolveLine } from './bank-statements.service';
export { registerBankStatementRoutes } from './bank-statements.routes';
