import { defineScenario } from '../define-scenario';

export default defineScenario({
  id: 'net.too-slow',
  title: 'Request taking too long',
  description:
    'The pre_check call never answers (fault kind timeout): after the 30000 ms request timeout the screen says the request took too long and offers a retry.',
  tags: ['net', 'fault'],
  covers: ['net.too-slow'],
  path: '/',
  hint: 'No input: the too-slow screen comes after the 30 s request timeout.',
  faults: { next: [{ path: '/ams/account/pre_check', kind: 'timeout' }] },
});
