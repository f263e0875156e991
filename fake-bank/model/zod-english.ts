import { z } from 'zod/mini';

/**
 * zod/mini loads no locale: without one every issue says only "Invalid input". The bank's texts that quote
 * zod (drift's `expected`, a refused state's log line) are English, as classic zod made them; an explicit
 * `z.config` elsewhere still wins, as with classic zod (decision 0095).
 */
if (!z.config().localeError) z.config(z.locales.en());
