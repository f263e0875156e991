/**
 * The kit's spinner in a module of its own: it springs with react-spring, which a screen that shows no
 * progress yet need not load (outcome.tsx).
 */
export { SpinLoading as default } from 'antd-mobile';
