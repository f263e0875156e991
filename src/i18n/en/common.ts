import type { Resource } from '../resource';
import type id from '../id/common';

export default {
  appName: 'Allo Bank',
  back: 'Back',
  retry: 'Try again',
  ok: 'OK',
  close: 'Close',
  loading: 'Loading...',
  titles: {
    payLaterApply: 'Pay Later',
    loading: 'Loading',
    notFound: 'Page not found',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    action: 'Go to Pay Later',
  },
  frame: {
    navBar: 'App navigation bar',
    statusBar: 'Status bar',
    content: 'Page content',
    actions: 'Page actions',
  },
  scenarioPicker: {
    open: 'Scenario',
    title: 'Pick a fake bank scenario',
    search: 'Search scenarios',
    start: 'Start',
    dashboard: 'Open the fake bank dashboard',
  },
} satisfies Resource<typeof id>;
