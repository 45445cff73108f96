import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };

/** Serves a built SPA from `root` on 127.0.0.1:`port`, as a plain static host elsewhere would (no API behind it). */
export function serveStaticSite(root: string, port: number): Promise<http.Server> {
  const site = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    site.once('error', reject);
    site.listen(port, '127.0.0.1', () => resolve(site));
  });
}
