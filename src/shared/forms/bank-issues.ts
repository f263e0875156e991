/** Field errors the bank answered for a refused request: `ret_data.issues`. */
export function bankIssues(retData: unknown): Array<{ path: string; message: string }> {
  const issues = (retData as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (i): i is { path: string; message: string } =>
      typeof (i as { path?: unknown }).path === 'string' &&
      typeof (i as { message?: unknown }).message === 'string',
  );
}
