/** The kit's pull to refresh in a module of its own, loaded when the browser is idle (list-refresh.tsx). */
export { PullToRefresh } from 'antd-mobile';
