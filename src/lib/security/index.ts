export { pagePolicy, staticPolicy, cspConfigFromEnv, adyenOrigins, sentryOrigin, type CspConfig, type PagePolicyOptions } from './csp';
export { baseSecurityHeaders, FRAME_OPTIONS, HSTS, PERMISSIONS_POLICY, type Header } from './headers';
export { NONCE_HEADER, createNonce, isNonce, cspNonce } from './nonce';
