import { z } from 'zod/mini';
import {
  ControlError,
  browserTransport,
  controlJson,
  type ControlMethod,
} from '../../../contracts/control-client';

export { ControlError };

/**
 * One call of the control surface (`/__fake-bank<path>`) through the one control client, its answer parsed
 * with the bank's own schema: a mismatch is an error the dashboard shows, not a blank panel.
 */
export async function control<S extends z.core.$ZodType>(
  schema: S,
  method: ControlMethod,
  path: string,
  body?: unknown,
): Promise<z.output<S>> {
  const data = await controlJson(browserTransport, { method, path, body });
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) {
    throw new ControlError(
      `${method} ${path} answered what the dashboard does not know: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}
