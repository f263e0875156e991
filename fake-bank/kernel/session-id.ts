/** A session id as the bank issues and takes them: from a cookie, the session header, or a diff ref. */
export const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}
