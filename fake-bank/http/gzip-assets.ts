import type { NextFunction, Request, Response } from 'express';
import { stat, readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The build's scripts and stylesheets gzipped, as any web host sends them, to a browser that accepts it: a
 * tester's phone and the bench's Lighthouse run then fetch what production would. Each file is compressed
 * once per version (the hashed names never change; the cache is keyed by modification time too); anything
 * else, or an error, falls through to the plain static files.
 */
export function gzipAssets(assetsDir: string) {
  const root = resolve(assetsDir);
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();
  return async (req: Request, res: Response, next: NextFunction) => {
    const type = TEXT_TYPES[extname(req.path)];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !type || !req.acceptsEncodings('gzip')) {
      return next();
    }
    try {
      const file = resolve(root, `./${decodeURIComponent(req.path)}`);
      if (!file.startsWith(root + sep)) return next();
      const { mtimeMs, isFile } = await stat(file).then((s) => ({ mtimeMs: s.mtimeMs, isFile: s.isFile() }));
      if (!isFile) return next();
      let entry = cache.get(file);
      if (!entry || entry.mtimeMs !== mtimeMs) {
        entry = { mtimeMs, body: gzipSync(await readFile(file)) };
        cache.set(file, entry);
      }
      res.set({
        'Content-Type': type,
        'Content-Encoding': 'gzip',
        Vary: 'Accept-Encoding',
        'Cache-Control': 'public, max-age=3600',
      });
      res.send(entry.body);
    } catch {
      next();
    }
  };
}
