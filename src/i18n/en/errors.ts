import type { Resource } from '../resource';
import type id from '../id/errors';

export default {
  network: {
    title: 'Network problem.',
    body: 'Please try again later',
  },
  offline: {
    title: "Oops, we couldn't find a connection...",
    body: 'Check your internet connection, then try again.',
  },
  timeout: {
    title: 'The request took too long',
    body: 'The server took too long to answer. Please try again.',
  },
  serversBusy: 'Our servers are too busy right now. Please try again later.',
  cannotProcess: {
    title: 'We cannot process your request',
  },
  contract: 'The bank answer could not be read. Please try again later.',
  chunk: {
    title: 'The page failed to load',
    body: 'Part of the app could not be loaded. Check your connection, then try again.',
  },
  sessionExpired: {
    title: 'Test session expired',
    body: 'Your test session expired; the scenario was restored.',
    action: 'Reload',
  },
  unexpected: {
    title: 'Something went wrong',
    body: 'Sorry, something went wrong. Please try again.',
  },
} satisfies Resource<typeof id>;
