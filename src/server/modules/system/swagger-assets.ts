import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Swagger UI served from our own origin (the usual helper loads it from a CDN, which we never do). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
};

export function isSwaggerAsset(name: string): boolean {
  return Object.hasOwn(ASSETS, name);
}

export async function readSwaggerAsset(name: string): Promise<{ body: string; contentType: string }> {
  const file = path.join(process.cwd(), 'node_modules', 'swagger-ui-dist', name);
  return { body: await readFile(file, 'utf8'), contentType: ASSETS[name] };
}

export function swaggerHtml(base: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bookturn API</title>
<link rel="stylesheet" href="${base}/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="${base}/assets/swagger-ui-bundle.js"></script>
<script src="${base}/assets/init.js"></script></body></html>`;
}

export function swaggerInit(specUrl: string): string {
  return `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(specUrl)}, dom_id: '#swagger-ui' });`;
}
