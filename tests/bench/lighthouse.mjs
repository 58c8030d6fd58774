/* global process, console, URL */
/**
 * npm run bench:lighthouse — Lighthouse (mobile preset: Moto G Power-class screen, simulated slow 4G
 * and 4× CPU slowdown) on the home page, a listing and a copy page of a running server. Prints
 * figures, asserts nothing, and is not run in CI (scores move with the machine's load).
 *
 *   LH_BASE_URL   the storefront (default http://cs.localhost:3000: the cs shop's Host; Chromium
 *                 resolves *.localhost to 127.0.0.1 itself)
 *   LH_RUNS       runs per page, the median is printed (default 3)
 *   LH_CONSENTED  1: a returning visitor who already chose cookies (no consent bar)
 *   CHROME_PATH   default /usr/bin/chromium
 *
 * Start a production server first, e.g. after `npx next build`:
 *   APP_MODE=demo DATABASE_URL=postgres://…/db PORT=3000 npx next start
 * Nothing leaves the machine: the pages are ours and self-host every asset; Chromium runs with its
 * background networking off.
 *
 * Plain JavaScript run by node, not tsx: tsx's transform adds a `__name` helper to every function,
 * and Lighthouse sends some of its functions' source to the page, where the helper does not exist.
 */
import { get } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BASE = (process.env.LH_BASE_URL || 'http://cs.localhost:3000').replace(/\/$/, '');
const RUNS = Math.max(1, Number(process.env.LH_RUNS || 3));
const CONSENTED = process.env.LH_CONSENTED === '1';
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
];

/** A consent record the consent feature accepts (src/features/consent/lib/consentRecord.ts). */
function consentCookie() {
  const now = new Date().toISOString();
  const record = {
    categories: ['necessary'], services: { necessary: [], analytics: [], marketing: [] }, revision: 0,
    consentTimestamp: now, lastConsentTimestamp: now, consentId: '00000000-0000-4000-8000-000000000000',
    languageCode: 'cs', expirationTime: Date.now() + 30 * 86_400_000, data: null,
  };
  return `cc_cookie=${encodeURIComponent(JSON.stringify(record))}`;
}

/** GET over node:http to 127.0.0.1 with the URL's Host: Node does not resolve *.localhost as browsers do. */
/** @param {string} url @returns {Promise<string>} */
function getText(url) {
  const { hostname, port, pathname, search, host } = new URL(url);
  const address = hostname === 'localhost' || hostname.endsWith('.localhost') ? '127.0.0.1' : hostname;
  return new Promise((resolve, reject) => {
    const request = get({ host: address, port: port || 80, path: pathname + search, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
}

/** The first copy linked from the listing's HTML: a real copy page without knowing ids. */
async function copyPagePath() {
  const html = await getText(`${BASE}/p`);
  const match = html.match(/href="(\/g\/\d+\/b\/\d+[^"]*)"/);
  if (!match) throw new Error(`no copy page linked from ${BASE}/p`);
  return match[1].replace(/&amp;/g, '&');
}

/** @typedef {{ score: number, tbt: number, lcp: number, fcp: number, scripts: number, jsKb: number }} Figures */

/** @param {number} port @param {string} url @returns {Promise<Figures>} */
async function measure(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: CONSENTED ? { Cookie: consentCookie() } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  /** @type {{ resourceType: string, transferSize: number, requestCount: number }[]} */
  const summary = audits['resource-summary']?.details?.items ?? [];
  const script = summary.find((i) => i.resourceType === 'script');
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    scripts: script?.requestCount ?? 0,
    jsKb: (script?.transferSize ?? 0) / 1000,
  };
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const pages = [
    ['home', '/'],
    ['listing', '/p'],
    ['copy page', await copyPagePath()],
  ];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    console.log(`Lighthouse ${RUNS}× per page (median), mobile preset, ${BASE}${CONSENTED ? ', consent already given' : ', first visit (consent bar shows)'}\n`);
    console.log(['page'.padEnd(12), 'score', 'TBT ms', 'LCP ms', 'FCP ms', 'scripts', 'JS KB (transfer)', 'path'].join('  '));
    for (const [label, path] of pages) {
      /** @type {Figures[]} */
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // A loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP): one more try.
        runs.push(await measure(chrome.port, `${BASE}${path}`).catch(() => measure(chrome.port, `${BASE}${path}`)));
      }
      /** @param {keyof Figures} k */
      const pick = (k) => median(runs.map((r) => r[k]));
      console.log(
        [
          label.padEnd(12), String(pick('score')).padStart(5), pick('tbt').toFixed(0).padStart(6), pick('lcp').toFixed(0).padStart(6),
          pick('fcp').toFixed(0).padStart(6), String(pick('scripts')).padStart(7), pick('jsKb').toFixed(1).padStart(16), path,
        ].join('  '),
        RUNS > 1 ? `  (scores ${runs.map((r) => r.score).join(', ')})` : '',
      );
    }
  } finally {
    chrome.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
