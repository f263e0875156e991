import type { Resource } from './resource';
import type { restTexts as idRest } from './id-rest';

/** A file's namespace: its name in camelCase (id-scan.ts holds idScan). */
const namespaceOf = (path: string) =>
  path.replace(/^.*\/|\.ts$/g, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The English texts of every other screen: one lazy chunk, loaded before any screen but the landing. The
 * namespaces are those of ./id-rest.ts (the one list): every English file but the frame's and the landing's.
 */
export const restTexts = Object.fromEntries(
  Object.entries(
    import.meta.glob<object>(['./en/*.ts', '!./en/{common,errors,antd,paylater-apply}.ts'], {
      eager: true,
      import: 'default',
    }),
  ).map(([path, texts]) => [namespaceOf(path), texts]),
) as { readonly [K in keyof typeof idRest]: Resource<(typeof idRest)[K]> };
