import { defineScenario } from '../define-scenario';

export default defineScenario({
  id: 'net.chunk-load-error',
  title: 'A script chunk fails to load',
  description:
    'The lazy chunk of the apply screen answers HTTP 503 once (fault kind http on the path apply-page): the load-error screen offers a retry, which reloads and succeeds.',
  tags: ['net', 'fault'],
  covers: ['net.chunk-load-error'],
  path: '/',
  faults: { next: [{ path: '/assets/apply-page', kind: 'http', status: 503 }] },
});
