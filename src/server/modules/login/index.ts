// The login module's public face: what the account area needs to send a login code to a new address.
export { AccountError } from './account-errors';
export { LOGIN_LIMITS_DEFAULT, requestLoginCode, spendCode, type LoginDeps, type LoginLimits } from './login.service';
export { requestResponses as loginCodeRequestResponses } from './login.routes';
