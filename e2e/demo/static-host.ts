/** The static host of the demo tests: its port and the file it logs every request to (one JSON line each). */
export const DEMO_PORT = Number(process.env.DEMO_PORT ?? 8191);
export const STATIC_LOG = `test-results/demo-${DEMO_PORT}/static-requests.jsonl`;
