export default {
  title: 'PIN',
} as const;
