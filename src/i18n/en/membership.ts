export default {
  title: 'Membership',
  titles: {
    index: 'Membership level',
  },
  status: {
    label: 'Your level',
    points: '{{points}} points collected',
    progress: 'Level progress {{percent}}',
    toNext: 'Collect {{points}} more points to reach {{level}}',
    top: 'Congratulations! You are at the highest level, {{level}}.',
    valid: 'Level valid until {{date}}',
  },
  range: {
    between: '{{start}} - {{end}} points',
    from: 'From {{start}} points',
  },
  track: {
    title: 'Membership levels',
    here: 'You are here',
  },
  benefits: {
    current: '{{level}} benefits',
    next: 'Benefits at {{level}}',
  },
  links: {
    points: 'See my points',
    coupons: 'Go to the coupon centre',
  },
} as const;
