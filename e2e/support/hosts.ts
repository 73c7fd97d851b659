import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { findNginx } from '../../tools/system/find-nginx';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.tex': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
};

export interface Host {
  url: string;
  close(): Promise<void>;
}

/**
 * A stand-in for GitHub Pages at its plainest: files from `root` under `mountPath`, with a
 * Content-Type and no other header (no CSP, no caching, no CORS, no compression), plus byte
 * ranges as every real host answers them (audio seeking needs them). It reads the disk on every
 * request, so a test can swap a folder mid-visit as a deploy does. With `cors`, every answer lets any
 * page read it, as GitHub Pages' do (a part of the owner's own, served from its own origin).
 */
export async function startPlainStaticServer({ root, mountPath, port, cors = false }: { root: string; mountPath: string; port: number; cors?: boolean }): Promise<Host> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    if (`${pathname}/` === mountPath) return void res.writeHead(301, { Location: mountPath }).end();
    if (!pathname.startsWith(mountPath)) return void res.writeHead(404).end();
    let file = normalize(join(root, pathname.slice(mountPath.length)));
    if (!file.startsWith(root)) return void res.writeHead(404).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end();
    const body = readFileSync(file);
    // `cors`: as GitHub Pages answers every request (any page may read its files).
    const type = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) };
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (!range) return void res.writeHead(200, { ...type, 'Accept-Ranges': 'bytes' }).end(body);
    const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
    if (start > end) return void res.writeHead(416, { 'Content-Range': `bytes */${body.length}` }).end();
    res.writeHead(206, { ...type, 'Content-Range': `bytes ${start}-${end}/${body.length}` }).end(body.subarray(start, end + 1));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://localhost:${port}${mountPath}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A generated nginx.conf server block, pointed at `root` and listening on `port` (the only lines an owner edits). */
export function placeServerBlock(conf: string, { root, port }: { root: string; port: number }): string {
  return conf.replace(/^ {2}listen .*;$/m, `  listen 127.0.0.1:${port};`).replace(/^ {2}root .*;$/m, `  root ${root};`);
}

/**
 * Debian's nginx, unprivileged, in the foreground, with the given server blocks wrapped in the
 * minimal main and http context a distribution's nginx.conf gives them.
 */
export async function startNginx(serverBlocks: { block: string; port: number }[]): Promise<{ close(): Promise<void> }> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found: run "node tools/system/ensure-nginx.js".');
  const prefix = mkdtempSync(join(tmpdir(), 'portfolio-nginx-'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(prefix, kind)};`).join('\n');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
${temp}
${serverBlocks.map(({ block }) => block).join('\n')}
}
`,
  );
  const child: ChildProcess = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 10_000;
  for (const { port } of serverBlocks) {
    while (!(await portOpen(port))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill();
        const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
        throw new Error(`nginx did not start on :${port}: ${stderr}${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
