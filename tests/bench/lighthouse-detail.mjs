/* global process, console */
/**
 * node tests/bench/lighthouse-detail.mjs <url> [report.json] — one Lighthouse run (mobile preset)
 * of a running server's page, and what it blames: the scripts, fonts, images and stylesheets
 * loaded (KB transferred, start ms), each script's boot-up time, the main thread's breakdown and
 * the long tasks (start, duration, script) that make up the total blocking time. The full report
 * goes to report.json. CHROME_PATH as for bench:lighthouse.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  writeFileSync(process.argv[3] || 'lighthouse-report.json', JSON.stringify(r.lhr));
  console.log('score', r.lhr.categories.performance.score, 'TBT', a['total-blocking-time'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'CLS', a['cumulative-layout-shift'].numericValue, 'SI', a['speed-index'].numericValue, 'FCP', a['first-contentful-paint'].numericValue);
  for (const i of a['network-requests'].details.items.filter((i) => i.resourceType === 'Script' || i.resourceType === 'Font' || i.resourceType === 'Image' || i.resourceType === 'Stylesheet')) console.log(i.resourceType.padEnd(10), String(Math.round(i.transferSize/100)/10).padStart(6), Math.round(i.networkRequestTime), i.priority, i.url.replace(/^https?:\/\/[^/]+/, ''));
  console.log('--- bootup');
  for (const i of a['bootup-time'].details.items) console.log(Math.round(i.total), Math.round(i.scripting), i.url.replace(/^https?:\/\/[^/]+/, ''));
  console.log('--- mainthread');
  for (const i of a['mainthread-work-breakdown'].details.items) console.log(Math.round(i.duration), i.group);
  console.log('--- lcp element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log('--- long tasks');
  for (const i of (a['long-tasks']?.details?.items ?? []).slice(0, 15)) console.log(Math.round(i.startTime), Math.round(i.duration), i.url);
  console.log('--- dom size', a['dom-size']?.numericValue);
} finally { chrome.kill(); }
