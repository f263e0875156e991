import type { Request } from 'express';
import type { Lang } from '../../contracts';
import { langOfParams } from '../core/locale';

// The header's reading is transport-free (the browser demo reads it too).
export { langOfParams };

/** The caller's language from the `params` header ({ locale_lang, channel_id }), Indonesian by default. */
export function langOfRequest(req: Request): Lang {
  return langOfParams(req.get('params'));
}
