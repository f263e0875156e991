import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder: the nearest folder above this module holding package.json. Found, not counted
 * in `..` steps, because the same code runs from `fake-bank/http/` (tsx) and from the bundle in `dist-server/`.
 */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('No package.json above the fake bank');
    dir = parent;
  }
  return dir;
}
