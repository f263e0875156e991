import type { Resource } from '../resource';
import type id from '../id/common';

export default {
  appName: 'Allo Bank',
  back: 'Back',
  retry: 'Try again',
  ok: 'OK',
  close: 'Close',
  loading: 'Loading...',
  keyboard: 'Number keyboard',
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
  copy: {
    action: 'Copy',
    copied: 'Copied',
    label: 'Copy {{label}}',
    failed: 'Could not copy. Please copy it by hand.',
  },
  loadMore: {
    loading: 'Loading more...',
    /** The one end-of-list line of every list that pages (UX.md: one wording for one thing). */
    end: "That's everything",
    retry: 'Could not load. Tap to try again.',
  },
  openApp: {
    title: 'Open the Allo Bank app',
    body: 'This is the test version in a browser. Carry on as if this page were open in the Allo Bank app, or go to the download page.',
    continue: 'Continue in the app',
    download: 'Go to the download page',
    cancel: 'Cancel',
    failed: 'Could not switch to the app. Please try again.',
  },
  closed: {
    title: 'You left Pay Later',
    body: 'In the Allo Bank app, the back button closes this page and takes you back to the app.',
    reopen: 'Open Pay Later again',
  },
  marquee: {
    label: 'Announcements',
    role: 'carousel',
    slide: 'announcement',
    position: '{{n}} of {{count}}',
    pause: 'Pause announcements',
    play: 'Play announcements',
  },
  frame: {
    navBar: 'App navigation bar',
    actions: 'Page actions',
  },
  /** Section 5's generic asks for a required field with no message of its own. */
  field: {
    enter: 'Please enter {{field}}',
    select: 'Please select {{field}}',
  },
  datePicker: {
    placeholder: 'Choose a date',
    confirm: 'Done',
    cancel: 'Cancel',
    columns: { day: 'day', month: 'month', year: 'year' },
    wheels: { day: 'Day', month: 'Month', year: 'Year' },
    order: 'Choose the day, the month, then the year',
    current: 'Chosen {{column}}: {{value}}',
    previous: 'Choose the previous {{column}}: {{value}}',
    next: 'Choose the next {{column}}: {{value}}',
    noPrevious: 'No previous {{column}}',
    noNext: 'No next {{column}}',
  },
  scenarioPicker: {
    open: 'Scenario',
    title: 'Pick a fake bank scenario',
    search: 'Search scenarios',
    start: 'Start',
    dashboard: 'Open the fake bank dashboard',
    screenshot: 'Screenshot of {{id}}',
    hint: 'Input',
  },
  dates: {
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    monthsLong: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
} satisfies Resource<typeof id>;
