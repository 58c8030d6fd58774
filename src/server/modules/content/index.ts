// The content module's public face for other modules: the shared per-key rate limit (login uses it too).
export { hitRateLimit, peekRateLimit, type RateLimit, type RateLimitVerdict } from './rate-limit.repository';
