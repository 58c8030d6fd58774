/** Test helper: params that fill any pattern, with values that never collide with static URL words. */
import { parsePattern, type RouteParams } from '../pattern';

export function sampleParams(pattern: string): RouteParams {
  const params: RouteParams = {};
  for (const seg of parsePattern(pattern).segments) {
    if (seg.kind === 'dynamic') params[seg.name] = `${seg.name}-1`;
    else if (seg.kind !== 'static') params[seg.name] = [`${seg.name}-1`, 'x2'];
  }
  return params;
}
