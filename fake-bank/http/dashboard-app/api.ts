import { z } from 'zod';
import { ControlErrorSchema } from '../../core/control-answers';

/** A control call the bank refused or did not answer, with the bank's own words when it gave some. */
export class ControlError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * One call of the control surface (`/__fake-bank<path>`), its answer parsed with the bank's own schema: a
 * mismatch is an error the dashboard shows, not a blank panel.
 */
export async function control<S extends z.ZodType>(
  schema: S,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(`/__fake-bank${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ControlError('The fake bank does not answer. Is the server running?');
  }
  const text = await response.text();
  const data = text ? parseJson(text) : undefined;
  if (!response.ok) {
    const refused = ControlErrorSchema.safeParse(data);
    throw new ControlError(refused.success ? refused.data.error : `HTTP ${response.status}`, response.status);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ControlError(
      `${method} ${path} answered what the dashboard does not know: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}
